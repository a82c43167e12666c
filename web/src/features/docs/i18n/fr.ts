import type { DocsMessages } from './pt.js';

export const fr: DocsMessages = {
  title: 'Documentation de l’API',
  description:
    'Tout pour réussir votre premier appel en quelques minutes : guides, exemples prêts à l’emploi et la référence complète de chaque endpoint.',
  publicSignIn: 'Se connecter',
  publicRegister: 'Créer un compte gratuit',
  quickLinks: {
    label: 'Liens rapides',
    gettingStarted: 'Premiers pas',
    authentication: 'Authentification',
    endpoints: 'Endpoints',
    examples: 'Exemples',
    errors: 'Codes d’erreur',
    rateLimits: 'Limites de débit',
  },
  toc: 'Sur cette page',
  code: { label: 'Exemple de code', copy: 'Copier le code', copied: 'Code copié !' },
  table: {
    header: 'En-tête',
    meaning: 'Signification',
    plan: 'Offre',
    perDay: 'Requêtes par jour',
    perSecond: 'Par seconde',
    burst: 'Rafale',
  },
  guides: {
    gettingStarted: {
      title: 'Premiers pas',
      intro: 'Trois étapes vous séparent de votre premier appel réussi.',
      step1Title: '1. Créez un compte et copiez la clé',
      step1:
        'Inscrivez-vous (vous recevez {{credits}} crédits gratuits une fois l’e-mail confirmé) et copiez votre clé sur la page API Keys du tableau de bord.',
      step2Title: '2. Faites le premier appel',
      step2:
        'Envoyez la clé dans l’en-tête `api-token`. L’exemple ci-dessous crée un QR code et enregistre le PNG ; remplacez `YOUR_API_KEY` par votre clé.',
      step3Title: '3. Vérifiez le coût et le solde',
      step3:
        'Chaque réponse porte `X-Credits-Charged` (crédits de cet appel) et `X-Credits-Remaining` (solde). L’historique est sur la page Crédits.',
      openKeys: 'Ouvrir API Keys',
    },
    authentication: {
      title: 'Authentification',
      intro: 'Chaque appel public porte votre clé d’API dans l’un de ces en-têtes (un seul suffit) :',
      primary: 'l’en-tête principal, utilisé dans les exemples',
      alternative: 'alternative acceptée',
      bearer: 'la convention OAuth, pour les clients qui n’envoient que des jetons',
      failure:
        'Sans clé, ou avec une clé révoquée, la réponse est `401` avec le code `unauthorized`. Ne mettez jamais la clé dans du code exécuté par le navigateur : appelez l’API depuis votre serveur.',
    },
    credits: {
      title: 'Crédits et dry_run',
      body: 'Chaque endpoint a un prix en crédits, indiqué dans la référence ci-dessous. Le débit n’a lieu que lorsque l’appel est accepté.',
      dryRun:
        'Ajoutez `?dry_run=true` à n’importe quel appel pour valider les paramètres et connaître le prix sans rien exécuter ni payer : la réponse est `{dryRun, operationId, credits, balance}`.',
      refund:
        'Sans crédits suffisants, la réponse est `402 insufficient_credits`. Les erreurs de validation ne sont jamais facturées et tout échec après le débit est remboursé automatiquement.',
    },
    idempotency: {
      title: 'Idempotency-Key',
      body: 'Envoyez une valeur unique dans l’en-tête `Idempotency-Key` (un UUID par exemple) pour rejouer un appel sans risque après une panne réseau.',
      replay:
        'Une nouvelle tentative avec la même clé et le même corps n’est facturée qu’une fois et renvoie la première réponse, avec l’en-tête `Idempotent-Replayed: true`.',
      conflict:
        'La même clé avec un autre corps, ou pendant que le premier appel tourne encore, répond `409 idempotency_conflict`.',
    },
    rateLimits: {
      title: 'Quotas et limites de débit',
      body: 'Chaque compte a ses propres limites, selon l’offre : un quota quotidien de requêtes (jour UTC) et un débit par seconde, avec une rafale qu’il peut envoyer d’un coup. Un client qui appelle vite ne ralentit jamais les autres.',
      unlimited: 'illimité',
      free: 'Gratuit',
      headers: 'Sur les offres avec quota, chaque réponse en donne l’état :',
      limit: 'requêtes autorisées par jour',
      remaining: 'combien il en reste aujourd’hui',
      reset: 'quand le quota repart (secondes epoch, UTC)',
      exceeded:
        'Au-delà du quota, ou plus vite que le débit une fois la rafale épuisée, la réponse est `429 quota_exceeded` avec `Retry-After` : attendez ce nombre de secondes avant de réessayer. Les appels refusés ne coûtent rien.',
    },
    filesIn: {
      title: 'Fichiers en entrée',
      intro: 'Chaque champ de fichier accepte quatre formes :',
      multipart: 'Un envoi `multipart/form-data`, une partie par fichier (répétez la partie pour les listes).',
      url: 'Une URL `https` publique, téléchargée par le serveur (les adresses privées et de loopback sont refusées).',
      dataUrl: 'Une data URL base64 (`data:application/pdf;base64,...`) dans un corps JSON.',
      upload:
        'Un id `file_` de `POST /api/files`, pour les gros fichiers : il renvoie `{fileId, uploadUrl, uploadFields}` ; envoyez en `POST` un formulaire vers `uploadUrl` avec tous les `uploadFields` puis le `file` en dernier (sous 15 minutes), et utilisez le `fileId` dans le champ.',
      limit:
        'Le corps d’une requête contient au plus {{inline}} ; au-delà, la réponse est `413` et il faut passer par `POST /api/files` (jusqu’à {{upload}} par fichier ; chaque endpoint publie sa limite dans la référence).',
    },
    filesOut: {
      title: 'Fichiers et URL en sortie',
      file: 'Les endpoints qui produisent des fichiers répondent avec les octets, le `Content-Type` et un `Content-Disposition` portant le nom du fichier.',
      url: 'Avec `?output=url`, ou quand le résultat est trop gros pour la réponse, vous recevez du JSON `{url, expiresAt, size, contentType}` avec un lien signé.',
      expiry:
        'Les résultats et les envois sont supprimés au bout de 24 heures : téléchargez ce que vous voulez garder.',
    },
    async: {
      title: 'Jobs asynchrones et webhooks',
      intro:
        'Les opérations longues tournent en job. Envoyez `Prefer: respond-async` (les endpoints vidéo sont toujours asynchrones) et recevez `202 {jobId, status, statusUrl}`.',
      poll: 'Interrogez `GET /api/jobs/{id}` jusqu’à ce que `status` vaille `succeeded` ou `failed` : la réponse porte `progress`, `result`, `error` et `creditsCharged`. Un job en échec est remboursé.',
      webhook:
        'Ou passez `webhookUrl` (https, adresse publique) dans le corps : à la fin, nous envoyons un POST JSON `{id, type, createdAt, data}` avec `type` `job.succeeded` ou `job.failed`, signé avec le secret de webhook de votre compte (page API Keys).',
      verify:
        'Pour vérifier : calculez le HMAC-SHA256 de `<timestamp>.<corps brut>` avec le secret, en hexadécimal, et comparez-le en temps constant à la valeur après `v1=` dans l’en-tête de signature. Refusez les timestamps écartés de plus de 5 minutes (rejeux).',
      id: 'id unique de l’événement (ignorez les répétitions)',
      timestamp: 'moment de l’envoi, en secondes epoch',
      signature: '`v1=` suivi du HMAC-SHA256 en hexadécimal',
    },
    mcp: {
      title: 'Serveur MCP pour agents d’IA',
      intro:
        'Les agents d’IA utilisent tous les endpoints comme outils MCP à `{{url}}` (Streamable HTTP), avec la même clé dans l’en-tête `api-token` et la même facturation que l’API HTTP. Configuration pour les clients les plus courants :',
      where: 'Où le coller : {{file}}',
      terminal: 'dans un terminal',
    },
    errors: {
      title: 'Codes d’erreur',
      intro:
        'Les erreurs arrivent en `application/problem+json` (RFC 9457) : `{type, title, status, detail, code, requestId}`, avec `errors` qui liste chaque champ invalide dans les réponses 400. Comparez sur `code`, qui est stable ; donnez le `requestId` au support.',
      code: 'Code',
      status: 'HTTP',
      name: 'Titre',
      meaning: 'Quand cela arrive',
      codes: {
        invalid_request: 'Un champ manque, a le mauvais type ou sort de l’intervalle (voir `errors`).',
        unauthorized: 'Clé absente, invalide, révoquée ou expirée.',
        insufficient_credits: 'Le solde ne couvre pas le prix de l’appel.',
        forbidden: 'Ces identifiants ne peuvent pas appeler cette route.',
        key_restricted:
          'La clé ne peut appeler que les opérations ou familles indiquées à sa création, et celle-ci n’en fait pas partie ; non facturé.',
        not_found: 'Route ou ressource inexistante (y compris celle d’un autre compte).',
        method_not_allowed: 'La route existe, mais pas avec cette méthode HTTP (voir `Allow`).',
        idempotency_conflict: '`Idempotency-Key` réutilisée avec un autre corps, ou encore en cours.',
        conflict:
          'La ressource n’est pas encore dans un état qui permet cet appel (p. ex. renvoyer le webhook d’un job non terminé).',
        payload_too_large: 'Corps ou fichier au-dessus de la limite publiée : utilisez `POST /api/files`.',
        unsupported_media_type: 'Type de contenu ou de fichier non accepté par cet endpoint.',
        unprocessable_input: 'L’entrée ne peut pas être traitée (fichier corrompu, image illisible...).',
        input_encrypted: 'Le fichier est protégé par un mot de passe.',
        quota_exceeded: 'Quota quotidien atteint ou requêtes trop rapides (voir `Retry-After`).',
        internal_error: 'Échec inattendu de notre côté ; non facturé.',
        provider_error: 'Le fournisseur externe (IA, paiements...) a échoué ; non facturé.',
        engine_unavailable: 'Aucun moteur ni fournisseur n’est configuré pour cet endpoint dans ce déploiement.',
        timeout: 'L’opération a dépassé le délai ; non facturée.',
      },
    },
  },
  reference: {
    title: 'Référence des endpoints',
    intro:
      'Générée à partir du document OpenAPI 3.1 de ce déploiement ({{count}} opérations). Téléchargez-le depuis `{{path}}` pour générer des clients ou l’importer dans Postman.',
    download: 'Télécharger l’OpenAPI',
    loading: 'Chargement de la référence...',
    error: 'Impossible de charger la référence de l’API. Réessayez.',
    retry: 'Réessayer',
    filter: 'Filtrer les endpoints',
    filterPlaceholder: 'Nom, chemin ou id (ex. : merge, /api/pdf)',
    noMatch: 'Aucun endpoint ne correspond au filtre.',
    credits: 'Prix',
    auth: 'Authentification',
    authApiKey: 'clé d’API (`api-token`)',
    authBearer: 'session du tableau de bord (Bearer)',
    authNone: 'aucune',
    mode: 'Exécution',
    modes: {
      sync: 'synchrone',
      'async-allowed': 'synchrone ou job (`Prefer: respond-async`)',
      'async-only': 'toujours un job (202)',
    },
    parameters: 'Paramètres',
    body: 'Corps de la requête',
    responses: 'Réponses',
    example: 'Exemple',
    name: 'Nom',
    in: 'Dans',
    type: 'Type',
    required: 'Obligatoire',
    description: 'Description',
    yes: 'oui',
    no: 'non',
    default: 'par défaut : {{value}}',
    allowed: 'valeurs : {{values}}',
    range: 'de {{min}} à {{max}}',
    min: 'minimum {{min}}',
    max: 'maximum {{max}}',
    maxLength: 'jusqu’à {{max}} caractères',
    file: 'fichier',
    fields: 'Champs de {{name}}',
    bodyLimit: 'Au plus {{bytes}} octets.',
    price: {
      free: 'Gratuit',
      fixed_one: '{{count}} crédit par appel',
      fixed: '{{count}} crédits par appel',
      perChars_one: '{{count}} crédit par tranche entamée de {{per}} caractères de `{{field}}`',
      perChars: '{{count}} crédits par tranche entamée de {{per}} caractères de `{{field}}`',
      perResult_one: '{{count}} crédit par résultat (`{{field}}`, 1 par défaut)',
      perResult: '{{count}} crédits par résultat (`{{field}}`, 1 par défaut)',
      perSecond_one: '{{count}} crédit par seconde de {{measure}}',
      perSecond: '{{count}} crédits par seconde de {{measure}}',
      perMinute_one: '{{count}} crédit par minute entamée de {{measure}}',
      perMinute: '{{count}} crédits par minute entamée de {{measure}}',
      atLeast: '{{price}}, au moins {{min}}',
      times: '{{price}}, par résultat (`{{field}}`, 1 par défaut)',
      engine: '{{price}} ; quand ce déploiement utilise {{engine}} : {{enginePrice}}',
      measures: { audioSeconds: 'audio', outputSeconds: 'vidéo produite' },
    },
  },
};
