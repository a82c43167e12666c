import { voiceLanguages, voiceListText } from '../../voices.js';
import type { OperationTranslation } from './types.js';

// Texts several operations share.
const pdfFile =
  'Le PDF : une partie multipart, une URL https, une data URL en base64 ou un id file_ de POST /api/files.';
const inputPassword = "Mot de passe du fichier, s'il est chiffré.";
const opacity = 'De 0.0 (transparent) à 1.0 (opaque).';
const image = "L'image.";
const webhookUrl = 'Reçoit un POST signé (HMAC-SHA256) quand la tâche réussit ou échoue.';
const speechText =
  "Jusqu'à 10 000 caractères ; 1 crédit par tranche de 1 000. Le balisage est lu comme du texte, jamais interprété.";
const voice = `Nom de la voix (${voiceListText({ colon: ' : ', separator: ' ; ' })}).`;
const voiceLanguage = `La langue de la voix (${voiceLanguages.join(', ')}) ; par défaut, celle de la voix choisie.`;
const speed = 'Débit de parole, de 0.5 à 2 (par défaut 1 = normal).';
const pitch = 'Hauteur de la voix, de 0.5 à 1.5 (par défaut 1 = la hauteur propre à la voix).';
const videoJobId = "L'id renvoyé par une opération vidéo.";

/** The three text-to-speech operations take the same parameters. */
const speechParameters = {
  text: speechText,
  voice: voice,
  language: voiceLanguage,
  speed: speed,
  pitch: pitch,
  audioFormat: 'Format du fichier audio.',
};

// Sentences several operation descriptions share.
const pdfUnsound =
  'Un fichier qui ne peut pas être réécrit proprement, ou chiffré par un gestionnaire de sécurité autre que celui du mot de passe standard, reçoit 422 avec le motif, sans facturation.';
const videoTransitions =
  'Transitions : `fade`, `none` (fade passe par le noir ; la version de ffmpeg n’a pas xfade, donc ni fondus enchaînés ni volets).';
const videoSize = 'Largeur et hauteur de 128 à 1920 px (les tailles impaires sont arrondies au pair inférieur).';
const videoProbe =
  'Les entrées sont analysées avec ffprobe avant tout transcodage : au plus 600 s, 3840×3840 px et 8 294 400 pixels par image (4K UHD), 8 flux.';
const videoInputFile = 'Chaque fichier d’entrée (URL, data URL ou id `file_`) fait au plus 200 Mio.';
const videoHeldPrice =
  'Prix : 5 crédits par minute entamée de sortie, au moins 5. La durée n’est connue qu’une fois les fichiers analysés par le worker : le job est donc facturé à l’acceptation pour la sortie la plus longue acceptée (10 minutes, 50 crédits, que le solde doit couvrir) puis régularisé à la durée produite quand il réussit : la différence est rendue et le `creditsCharged` du job indique le prix final.';
const videoJob =
  'Répond 202 `{id, jobId, status, statusUrl}` (aussi dans `Location`) ; interrogez l’URL de statut ou indiquez `webhookUrl`. Les champs invalides et les URL vers des adresses privées reçoivent 400 à l’acceptation ; ce que seuls les fichiers révèlent fait échouer le job avec son problème, en nommant le champ : trop volumineux (413), ni vidéo, ni image, ni audio (415), vide, illisible, tronqué ou au-delà d’une limite (422, qui nomme la limite). Un job en échec est remboursé.';

/**
 * Everything about each operation in French, keyed by operation id: the service card's name and description
 * (on the operation that sells the card), the operation's summary and description (the docs reference and the
 * playground), and the parameter descriptions by field path.
 */
export const fr: OperationTranslation = {
  operations: {
    'platform.user-balance': {
      summary: 'Solde de crédits et fiche de la clé',
      description:
        'Le solde du compte avec la fiche de la clé d’API (id, nom, jeton masqué, dates, statut Active/Inactive).',
    },
    'platform.user-profile': {
      summary: 'Profil',
      description:
        'id, nom, e-mail, rôle, crédits, plano (0 = sans forfait, 1-3), dates et pending_welcome_credits (les crédits gratuits qui attendent la vérification de l’e-mail).',
    },
    'platform.user-update-profile': {
      summary: 'Mettre à jour le profil',
      description:
        'Modifie le nom et/ou la langue préférée (pt, en, es, fr), qui suit l’utilisateur sur tous ses appareils et sert pour les e-mails. L’e-mail ne peut pas être modifié.',
      parameters: {
        language: 'La langue du site et des e-mails.',
        name: 'Nom affiché dans le tableau de bord et dans les e-mails.',
      },
    },
    'platform.user-verify-email': {
      summary: 'Recevoir les crédits de bienvenue',
      description:
        'À appeler après avoir vérifié l’e-mail avec Cognito (le lien de l’e-mail de vérification) : vérifie auprès du user pool que l’adresse est vérifiée et ajoute les crédits de bienvenue en attente, une seule fois. Répond le solde ; 403 forbidden tant que l’e-mail n’est pas vérifié ; un appel répété n’ajoute rien.',
    },
    'platform.user-api-key': {
      summary: 'La clé d’API',
      description:
        'La clé du compte : nom, la clé elle-même (la page masque tout sauf les 12 derniers caractères), dates de création et de dernière utilisation.',
    },
    'platform.user-rename-api-key': {
      summary: 'Renommer la clé d’API',
      parameters: {
        name: 'Nouveau nom de la clé, pour distinguer les clés.',
      },
    },
    'platform.user-regenerate-api-key': {
      summary: 'Régénérer la clé d’API',
      description: 'Émet une nouvelle clé ; l’ancienne cesse aussitôt de fonctionner.',
    },
    'platform.user-revoke-api-key': {
      summary: 'Révoquer la clé d’API',
      description: 'La clé cesse de fonctionner ; régénérez-la pour en obtenir une nouvelle.',
    },
    'platform.user-keys': {
      summary: 'Lister les clés d’API',
      description:
        'Toutes les clés du compte, masquées (12 derniers caractères) : nom, dates, dernière utilisation, appels des 30 derniers jours, expiration et opérations autorisées. La clé principale (« API Key Principal ») vient en premier.',
    },
    'platform.user-create-key': {
      summary: 'Créer une clé d’API',
      description:
        'Répond la nouvelle clé avec son secret dans `token`, affiché cette seule fois (les listes le masquent). Un compte détient au plus 5 clés non révoquées : une 6e est refusée avec 409 conflict. Les restrictions sont fixées à la création ; pour les changer, créez une nouvelle clé et révoquez l’ancienne.',
      parameters: {
        name: 'Nom de la clé, pour distinguer les clés (par exemple, l’intégration qui l’utilise).',
        expires_at: 'Expiration facultative (ISO 8601, dans le futur) : après elle, la clé est refusée avec 401.',
        allowed:
          'Ids d’opérations (pdf.merge) ou noms de familles (pdf) que la clé peut appeler, facultatifs ; tout autre appel est refusé avec 403 key_restricted, sans facturation. Vide ou absent = toutes les opérations.',
      },
    },
    'platform.user-rename-key': {
      summary: 'Renommer une clé d’API',
      parameters: {
        id: 'L’id de la clé (key_...).',
        name: 'Nouveau nom de la clé, pour distinguer les clés.',
      },
    },
    'platform.user-revoke-key': {
      summary: 'Révoquer une clé d’API',
      description:
        'La clé est refusée avec 401 en 60 secondes au plus (la passerelle garde en cache l’autorisation d’une clé pendant ce temps). Une clé révoquée reste listée 30 jours et libère sa place ; la clé principale est révoquée sur place et revient quand on la régénère.',
      parameters: {
        id: 'L’id de la clé (key_...).',
      },
    },
    'platform.user-usage': {
      summary: 'Historique d’utilisation',
      description:
        'Les plus récents d’abord : id, created_at, service_id, credits_used ; `nextCursor` quand il y a d’autres entrées.',
      parameters: {
        limit: 'Éléments par page.',
        cursor: 'Le `nextCursor` de la page précédente.',
      },
    },
    'platform.user-webhook-secret': {
      summary: 'Secret de signature des webhooks',
      description:
        'Le secret qui signe les webhooks des jobs (HMAC-SHA256 sur `<timestamp>.<body>`) ; créé à la première requête.',
    },
    'platform.user-rotate-webhook-secret': {
      summary: 'Renouveler le secret de signature des webhooks',
      description: 'Remplace le secret ; désormais, les livraisons sont signées avec le nouveau seulement.',
    },
    'platform.user-requests': {
      summary: 'Journal des appels',
      description:
        'Chaque appel fait avec l’une de vos clés au cours des 30 derniers jours, les plus récents d’abord : statut, code du problème, durée, crédits facturés et remboursés, id et nom de la clé, id de la requête, id du job. Les filtres se combinent ; `nextCursor` quand il y a d’autres entrées. `format=csv` (ou `Accept: text/csv`) répond tout le filtre en CSV (jusqu’à 10 000 lignes).',
      parameters: {
        status: 'Seulement les appels répondus avec cette classe de statut.',
        operation: 'Seulement les appels de cette opération (par exemple, `pdf.merge`).',
        key: 'Seulement les appels faits avec cette clé (id de la clé).',
        from: 'Appels reçus à partir de ce moment (ou jour UTC).',
        to: 'Appels reçus jusqu’à ce moment (un jour UTC inclut la journée entière).',
        limit: 'Entrées par page.',
        cursor: '`nextCursor` de la page précédente.',
        format: '`csv` : tous les appels du filtre, en CSV.',
      },
    },
    'platform.user-request-stats': {
      summary: 'Utilisation par jour',
      description:
        'Appels et crédits par jour UTC sur les 30 derniers jours par famille de services, les opérations les plus utilisées et l’utilisation du jour face au quota quotidien et au débit de requêtes du forfait.',
    },
    'platform.user-export-data': {
      summary: 'Exporter mes données',
      description:
        'Prépare une archive zip de tout ce qui est conservé sur le compte : `data.json` (profil, clés d’API sans leurs secrets, relevé d’utilisation, journal des appels, jobs, historique des images et des voix, achats) et un CSV par table. Répond 201 avec un lien signé valable 24 heures ; le même lien est envoyé à l’adresse e-mail du compte. L’export d’un gros compte est préparé en arrière-plan : 202 avec `status: running`, le lien envoyé par e-mail quand il est prêt, et `GET /api/user/export/{id}` le renvoie dès lors.',
    },
    'platform.user-get-export': {
      summary: 'Un export de données',
      description: 'Le statut d’un export, avec un lien fraîchement signé vers son archive tant qu’elle existe.',
      parameters: {
        id: 'L’id de l’export (exp_...).',
      },
    },
    'platform.password-recovery': {
      summary: 'Récupérer le mot de passe d’un compte non vérifié',
      description:
        'Pour un compte dont l’e-mail n’a jamais été vérifié (le user pool n’envoie son code de réinitialisation qu’aux adresses vérifiées) : envoie par e-mail un lien, valable 60 minutes, qui définit un nouveau mot de passe et vérifie l’adresse en même temps. Répond toujours 202 avec le même corps ; une adresse vérifiée ou inconnue ne reçoit rien par cet appel, et une demande répétée dans les 10 minutes, ou au-delà de 3 e-mails à une adresse en 24 heures, n’envoie rien.',
      parameters: {
        email: 'L’adresse du compte dont le mot de passe a été oublié.',
        language: 'La langue de l’e-mail quand le compte n’en a pas d’enregistrée (pt, en, es, fr).',
      },
    },
    'platform.password-recovery-confirm': {
      summary: 'Définir un nouveau mot de passe depuis un lien de récupération',
      description:
        'L’appel du lien de récupération : définit le nouveau mot de passe et marque l’e-mail comme vérifié (le lien a prouvé la boîte), et accorde les crédits de bienvenue qui attendaient cette vérification. Un lien ne fonctionne qu’une fois ; 404 not_found quand il est inconnu, déjà utilisé, remplacé par un plus récent ou expiré.',
      parameters: {
        token: 'Le jeton du lien de l’e-mail de récupération.',
        password: 'Le nouveau mot de passe, d’au moins 6 caractères.',
      },
    },
    'platform.health': {
      summary: 'Vérification de l’état',
      description:
        'Répond `{status: "ok"}` quand l’API est en service. Le générateur d’images l’appelle avant de générer.',
    },
    'platform.services': {
      summary: 'Lister les services',
      description:
        'Le catalogue des services : id, nom, description (en portugais), catégorie, icône, crédits par utilisation et les marques populaire et bientôt disponible.',
    },
    'platform.openapi': {
      summary: 'Document OpenAPI 3.1',
      description: 'Cette API décrite en OpenAPI 3.1, générée à partir de la table des opérations.',
    },
    'platform.newsletter-subscribe': {
      summary: 'S’abonner à la newsletter',
      description:
        'Enregistre l’adresse comme en attente et lui envoie un lien de confirmation (valable 7 jours) avec un lien de désabonnement. Répond toujours 202 avec le même corps, sans rien révéler de qui est abonné ; une demande répétée dans les 10 minutes, ou au-delà de 3 e-mails à une adresse en 24 heures, n’envoie rien, et une adresse n’est jamais enregistrée deux fois.',
      parameters: {
        email: 'L’adresse à inscrire ; un lien pour la confirmer y est envoyé.',
        language: 'La langue de l’e-mail de confirmation (pt, en, es, fr).',
      },
    },
    'platform.newsletter-confirm': {
      summary: 'Confirmer l’abonnement à la newsletter',
      description:
        'L’appel du lien de confirmation : marque l’adresse comme confirmée (confirmer à nouveau ne pose pas de problème). 404 not_found quand le lien est inconnu, remplacé par un plus récent ou expiré.',
      parameters: { token: 'Le jeton du lien de l’e-mail de confirmation.' },
    },
    'platform.newsletter-unsubscribe': {
      summary: 'Se désabonner de la newsletter',
      description:
        'L’appel du lien de désabonnement : supprime l’adresse enregistrée. Une adresse déjà supprimée reçoit la même réponse ; un jeton qui ne correspond pas à celui enregistré reçoit 404 not_found.',
      parameters: { token: 'Le jeton du lien de l’e-mail de confirmation.' },
    },
    'platform.user-delete-account': {
      summary: 'Supprimer mon compte',
      description:
        'Après vérification du mot de passe (403 forbidden avec `reason: invalid_password` s’il est faux, et rien n’est supprimé) : révoque aussitôt toutes les clés d’API, fait se terminer un abonnement en cours à la fin de sa période payée, supprime fichiers, historique, journaux, jobs et clés, et retire l’accès. Les achats sont conservés, comme l’exige la loi fiscale, sous un id opaque qui n’est plus lié à la personne. L’e-mail pourra se réinscrire plus tard comme un nouveau compte.',
      parameters: {
        password: 'Le mot de passe du compte, saisi à nouveau pour confirmer la suppression.',
      },
    },
    'billing.checkout': {
      summary: 'Démarrer un paiement',
      description:
        'Crée une session de paiement pour un forfait (abonnement) ou pour le pack de crédits supplémentaires (achat unique, seulement avec un forfait actif) et répond `{url, sessionId}`. Envoyez exactement l’un de `planId` et `pack`. La page de paiement s’affiche dans la langue `locale` et revient à l’origine depuis laquelle le tableau de bord a été ouvert.',
      parameters: {
        planId: 'Offre à souscrire : 1 Basique, 2 Professionnel, 3 Entreprise.',
        pack: 'Le pack ponctuel de crédits supplémentaires (réservé aux abonnés).',
        locale: 'Langue de la page de paiement : pt, en, es ou fr (par défaut : la langue du compte, sinon pt).',
      },
    },
    'billing.portal': {
      summary: 'Ouvrir le portail de facturation',
      description: 'Répond `{url}` du portail de gestion de l’abonnement, affiché dans la langue `locale`.',
      parameters: {
        locale: 'Langue de la page de paiement : pt, en, es ou fr (par défaut : la langue du compte, sinon pt).',
      },
    },
    'billing.webhook': {
      summary: 'Webhook Stripe',
      description: 'Événements Stripe signés ; chaque événement est traité une seule fois.',
      parameters: {
        id: "Id de l'événement Stripe ; un événement déjà traité est accusé et ignoré.",
        type: "Type de l'événement Stripe, par exemple `invoice.paid` ou `checkout.session.completed`.",
      },
    },
    'billing.checkout-session': {
      summary: 'Statut de la session de paiement',
      description:
        'Sert la page de paiement réussi : `payment_status` (paid une fois confirmé) et `amount_total` en centimes.',
      parameters: {
        id: "L'id de la session de paiement, issu de l'URL de succès.",
      },
    },
    'billing.summary': {
      summary: 'Forfait et achats',
      description:
        'Sert la page des crédits : le forfait actuel, sa date de renouvellement (ou de fin), si le pack supplémentaire peut être acheté, et l’historique des achats.',
    },
    'files.create': {
      summary: 'Créer une URL d’envoi',
      description:
        'Pour les fichiers au-delà de la limite d’une requête (4 Mio). Répond `{fileId, uploadUrl, uploadFields, expiresAt, maxBytes}` : dans les 15 minutes, envoyez en POST un formulaire multipart/form-data à `uploadUrl` avec chaque entrée de `uploadFields` puis le fichier en dernier champ, nommé `file` (S3 refuse les fichiers au-delà de `maxBytes` ou d’un autre Content-Type) ; envoyez ensuite `fileId` dans n’importe quel champ de fichier. L’envoi est conservé 24 heures.',
      card: {
        name: 'Téléversement de fichiers',
        description: 'Téléversez de gros fichiers une fois et utilisez-les dans tous les services pendant 24 heures.',
      },
      parameters: {
        filename: "Nom d'origine du fichier, conservé pour les résultats.",
        contentType: 'Type de média du fichier ; le téléversement doit envoyer le même champ Content-Type.',
        size: 'Taille en octets, si elle est connue (209715200 au plus) ; au-delà, la réponse est 413 avant le téléversement.',
      },
    },
    'pdf.merge': {
      summary: 'Fusionner des PDF',
      description: [
        'Assemble de 2 à 50 PDF en un seul (au plus 5 000 pages en tout), pages dans l’ordre d’envoi des fichiers. Répond `merged.pdf`.',
        pdfUnsound,
      ].join(' '),
      card: { name: 'Fusionner des PDF', description: 'Combinez plusieurs fichiers PDF en un seul document.' },
      parameters: {
        files: "Les PDF, dans l'ordre où leurs pages doivent apparaître (répétez la partie multipart `files`).",
        passwords: 'Mots de passe des fichiers chiffrés, par position (vide pour les fichiers sans mot de passe).',
      },
    },
    'pdf.split': {
      summary: 'Diviser un PDF',
      description: [
        'Extrait des plages de pages. Une plage répond un PDF ; plusieurs plages (ou aucune : chaque page) répondent un ZIP de PDF.',
        pdfUnsound,
      ].join(' '),
      card: { name: 'Diviser un PDF', description: "Séparez les pages d'un PDF en fichiers individuels." },
      parameters: {
        file: pdfFile,
        pages:
          'Plages comme `1-3,5,8-`. Une plage renvoie un PDF ; plusieurs renvoient un ZIP avec un PDF par plage. Absent : un PDF par page.',
        password: inputPassword,
      },
    },
    'pdf.watermark': {
      summary: 'Ajouter un filigrane à un PDF',
      description: ['Dessine le texte centré sur chaque page, pivoté, avec une opacité.', pdfUnsound].join(' '),
      card: {
        name: 'Filigrane PDF',
        description: 'Ajoutez un filigrane texte avec opacité, rotation, taille et couleur.',
      },
      parameters: {
        file: pdfFile,
        text: 'Texte du filigrane (toute langue : dessiné avec une police Unicode intégrée).',
        opacity: opacity,
        rotation: 'Degrés, dans le sens antihoraire.',
        password: inputPassword,
        fontSize: 'Taille de la police en points.',
        color: 'Couleur du texte en hexadécimal `#RRGGBB`.',
      },
    },
    'pdf.add-text': {
      summary: 'Ajouter du texte à un PDF',
      description: [
        'Écrit un texte à une position (en points depuis le coin inférieur gauche) sur les pages choisies.',
        pdfUnsound,
      ].join(' '),
      card: {
        name: 'Ajouter du texte à un PDF',
        description: "Écrivez un texte à n'importe quelle position d'une page PDF.",
      },
      parameters: {
        file: pdfFile,
        text: 'Le texte ; les retours à la ligne commencent de nouvelles lignes.',
        x: 'Position horizontale en points depuis le bord gauche (72 points = 1 pouce).',
        y: 'Position verticale de la première ligne de base en points depuis le bord inférieur.',
        alignment: 'Alignement du texte par rapport à x.',
        color: 'RVB 0-255 : {r, g, b}, "0,0,0" ou #000000.',
        pages: 'Pages où écrire, comme `1` ou `1-3,5`. Absent : toutes les pages.',
        password: inputPassword,
        fontSize: 'Taille de la police en points.',
        'color.r': 'Rouge, de 0 à 255.',
        'color.g': 'Vert, de 0 à 255.',
        'color.b': 'Bleu, de 0 à 255.',
      },
    },
    'pdf.protect': {
      summary: 'Protéger un PDF par mot de passe',
      description: ['Chiffre en AES-256 (gestionnaire de sécurité PDF 2.0, révision 6).', pdfUnsound].join(' '),
      card: { name: 'Protéger un PDF', description: 'Protégez un PDF par mot de passe avec le chiffrement AES-256.' },
      parameters: {
        file: pdfFile,
        userPassword: 'Mot de passe nécessaire pour ouvrir le document.',
        ownerPassword:
          'Mot de passe qui lève les restrictions. Absent : un mot de passe aléatoire, pour que les restrictions ne puissent pas être levées.',
        permissions: 'Ce que peut faire un lecteur qui ouvre avec le mot de passe utilisateur. Par défaut : tout.',
        password: inputPassword,
        'permissions.printing': 'Impression autorisée : haute résolution, basse résolution ou aucune.',
        'permissions.modifying': 'Si le contenu peut être modifié.',
        'permissions.copying': 'Si le texte et les images peuvent être copiés.',
        'permissions.annotating': 'Si des commentaires et annotations peuvent être ajoutés.',
        'permissions.fillingForms': 'Si les champs de formulaire peuvent être remplis.',
        'permissions.contentAccessibility': "Si les lecteurs d'écran peuvent extraire le contenu.",
        'permissions.documentAssembly': 'Si des pages peuvent être insérées, supprimées ou pivotées.',
      },
    },
    'pdf.unprotect': {
      summary: 'Retirer le mot de passe d’un PDF',
      description: [
        'Ouvre un PDF chiffré avec son mot de passe et le répond déchiffré. Un mauvais mot de passe reçoit 422 ; un PDF non chiffré et sans restrictions reçoit 422 (`reason: not_encrypted`), sans facturation : il n’y a rien à retirer.',
        pdfUnsound,
      ].join(' '),
      card: {
        name: 'Déprotéger un PDF',
        description: "Retirez le mot de passe d'un PDF en indiquant le mot de passe actuel.",
      },
      parameters: {
        file: pdfFile,
        password:
          "Le mot de passe utilisateur ou propriétaire ; vide ou absent pour un fichier qui s'ouvre sans mot de passe mais restreint l'usage.",
      },
    },
    'pdf.extract-text': {
      summary: 'Extraire le texte d’un PDF',
      description:
        'Répond `{pageCount, text, pages: [{page, text}]}` (couche de texte seulement ; les pages numérisées ont besoin de l’OCR).',
      card: { name: "Extraire le texte d'un PDF", description: "Extrayez le texte de chaque page d'un document PDF." },
      parameters: {
        file: pdfFile,
        password: inputPassword,
      },
    },
    'pdf.html-to-pdf': {
      summary: 'Convertir du HTML en PDF',
      description:
        'Rend le HTML dans un navigateur headless, JavaScript désactivé et toute requête réseau bloquée (intégrez les images en URL data:).',
      card: {
        name: 'HTML vers PDF',
        description: 'Convertissez du HTML en PDF prêt à imprimer, avec format et marges.',
      },
      parameters: {
        html: "Le document HTML. Les scripts ne s'exécutent pas ; seuls les images, polices et styles data: se chargent.",
        filename: "Nom du fichier renvoyé (.pdf est ajouté s'il manque).",
        options: "Format de page (A4 par défaut), orientation, marges et impression de l'arrière-plan.",
        'options.format': 'Format du papier.',
        'options.landscape': 'Orientation paysage au lieu de portrait.',
        'options.marginTop': 'Marge haute : un nombre en pixels ou une longueur CSS comme `1cm`.',
        'options.marginRight': 'Marge droite : un nombre en pixels ou une longueur CSS comme `1cm`.',
        'options.marginBottom': 'Marge basse : un nombre en pixels ou une longueur CSS comme `1cm`.',
        'options.marginLeft': 'Marge gauche : un nombre en pixels ou une longueur CSS comme `1cm`.',
        'options.printBackground': "Imprime les couleurs et images d'arrière-plan.",
      },
    },
    'image.qr-code': {
      summary: 'Générer un code QR',
      description:
        'Un code QR, en PNG par défaut ou en SVG (`format`), de `width` × `width` pixels avec une marge de 4 modules. Correction d’erreurs M, ou H quand un logo est ajouté. Les modules occupent des pixels entiers (les pixels restants élargissent la marge). Le logo est centré sur des modules entiers, au plus un quart de la largeur, dimensionné pour que la correction d’erreurs compense ce qu’il cache, et jamais sur les motifs par lesquels un lecteur trouve le code ; la version du code peut augmenter pour lui faire de la place, et les données avec logo sont limitées à 958 octets. Les couleurs doivent être des modules sombres sur un fond clair, avec un contraste d’au moins 3:1 (400). Des données qui ne tiennent pas dans un code QR (2 331 octets en M), ou une largeur trop petite pour le code ou son logo, sont refusées avec 422.',
      card: { name: 'Générateur de QR code', description: 'Générez des QR codes personnalisés avec couleurs et logo.' },
      parameters: {
        data: 'Texte ou URL à encoder.',
        color: 'Couleur des modules : plus foncée que backgroundColor, avec un contraste d’au moins 3:1 (WCAG).',
        backgroundColor: 'Couleur de fond.',
        width: "Largeur et hauteur de l'image en pixels.",
        logo: 'Logo facultatif dessiné au centre (au plus un quart de la largeur). Une URL https, une data URL en base64 (data:...;base64,...) ou un id file_ de POST /api/files.',
        format: 'png (par défaut) ou svg.',
      },
    },
    'image.watermark': {
      summary: 'Ajouter un filigrane à une image',
      description:
        'Ajoute un filigrane texte ou logo à une position ou en mosaïque, avec une opacité, après application de l’orientation EXIF. Répond l’image dans son propre format (JPG, PNG, WEBP ; les autres deviennent PNG) sauf si `outputFormat` est indiqué. Le texte est dessiné avec DejaVu Sans (latin accentué, grec, cyrillique, hébreu, arabe, symboles), Droid Sans Fallback (idéogrammes CJK, kana, Hangul) et Symbola (emoji et autres symboles) ; les caractères qu’aucune ne possède, comme l’éthiopien, sont refusés avec 422, qui les nomme. Le balisage du texte est dessiné tel quel. Images fixes seulement (GIF/WEBP animés et SVG sont refusés), 50 mégapixels au plus, vérifiés avant le décodage ; les entrées CMJN et 16 bits sont converties en sRGB 8 bits.',
      card: { name: "Filigrane d'image", description: 'Appliquez un filigrane texte ou logo sur vos images.' },
      parameters: {
        file: "L'image (partie multipart, URL, data URL ou id de fichier).",
        imageUrl: "L'image par URL, quand aucun fichier n'est envoyé.",
        watermarkType: 'Filigrane texte ou image (logo).',
        watermarkContent: 'Le texte du filigrane (type text).',
        logoUrl: "L'image du filigrane (type image).",
        opacity: opacity,
        repeatPattern: "`tile` répète la marque sur l'image.",
        outputFormat: "PNG, JPG ou WEBP ; par défaut, le format d'entrée.",
        position: 'Où le filigrane est placé.',
      },
    },
    'image.chart': {
      summary: 'Générer un graphique',
      description:
        'Rend un graphique Chart.js 4 (bar, line, pie, doughnut, radar, polarArea, scatter, bubble ; graphiques mixtes par le `type` propre à un jeu de données) en un PNG d’exactement `width` × `height` sur fond blanc, avec des polices intégrées (DejaVu Sans, Droid Sans Fallback pour le CJK, les kana et le Hangul, Symbola pour les emoji) ; un texte contenant un caractère qu’aucune ne possède est refusé avec 422, qui le nomme. La configuration est uniquement du JSON : les chaînes qui ressemblent à du code, les clés de prototype et les options pour autre chose que les plugins intégrés (legend, title, subtitle, tooltip, filler, decimation, colors) sont refusées avec 400, tout comme une option que le moteur ne peut pas honorer, avec son chemin : les options que Chart.js n’accepte que sous forme de fonctions (`callback`, `callbacks`, `filter`, `sort`, `on…`, crochets `before…`/`after…`) et les types d’échelle autres que category, linear, logarithmic et radialLinear (les échelles de temps exigent un adaptateur de dates, non intégré) ; au plus 20 000 points en tout ; un rendu de plus de 5 s est arrêté (422). Chaque point doit être un point que Chart.js sait tracer pour ce type de graphique (nombres, chaînes numériques ou null ; pour bar aussi [low, high] et {x, y} ; pour line {x, y} ; pour scatter {x, y} ; pour bubble {x, y, r} ; les points objets sont lus par les clés de `parsing`), d’une magnitude d’au plus 1e100, sinon 400 qui le nomme. Les jeux de données sans `label` s’appellent « Dataset N » ; `plugins` est fusionné en profondeur dans `options.plugins`. Animation et adaptation à la taille sont désactivées.',
      card: {
        name: 'Générateur de graphiques',
        description: 'Transformez vos données en graphiques en courbes, barres, secteurs, anneau ou radar.',
      },
      parameters: {
        data: 'Données Chart.js : labels et datasets.',
        options: 'Options Chart.js (JSON uniquement).',
        plugins: 'Options des plugins intégrés (legend, title, tooltip), fusionnées dans options.plugins.',
        type: 'Type de graphique : barres, courbe, secteurs, anneau, radar, aire polaire (polarArea), nuage de points (scatter) ou bulles (bubble).',
        'data.labels': "Libellés de l'axe horizontal (ou des parts).",
        'data.datasets': 'Les séries de données : un objet par série.',
        'data.datasets.label': 'Nom de la série, affiché dans la légende.',
        'data.datasets.data': 'Les valeurs de la série, une par libellé.',
        width: "Largeur de l'image en pixels.",
        height: "Hauteur de l'image en pixels.",
        'data.datasets.type':
          'Type de graphique de cette seule série, pour mêler barres et courbes dans un même graphique.',
        'options.scales': 'Réglages des axes (`scales` de Chart.js), ex. : `{y: {beginAtZero: true}}`.',
      },
    },
    'image.remove-background': {
      summary: 'Supprimer l’arrière-plan',
      description:
        'Détoure le sujet et répond un PNG (ou WEBP) à fond transparent, via le fournisseur configuré : un fournisseur HTTP de type Runware (modèle RemBG 1.4 ; `alphaMatting` respecté) ou Amazon Bedrock Nova Canvas BACKGROUND_REMOVAL (`alphaMatting` n’y a pas d’équivalent ; les images sont mises à l’échelle entre 320 et 4096 px par côté et 4,19 mégapixels). Entrées : PNG, JPG, WEBP, GIF, TIFF, AVIF jusqu’à 40 mégapixels (au-delà : 422) ; tout le reste, 415. Une défaillance du fournisseur est un 502 et un refus par la politique de contenu un 422 avec le motif du fournisseur, tous deux remboursés ; sans fournisseur, 503 sans facturation. Coûte 2 crédits avec le fournisseur HTTP (environ 0,006 US$ au prix du crédit le plus bas ; le fournisseur coûte bien moins de 30 % de cela) et 67 crédits quand le déploiement utilise Bedrock (Nova Canvas facture une retouche comme une image générée, jusqu’à 0,06 US$).',
      card: {
        name: "Suppression d'arrière-plan",
        description: "Supprimez automatiquement l'arrière-plan des photos, avec transparence.",
      },
      parameters: {
        image: image,
        outputFormat: 'Un format avec transparence.',
        alphaMatting: 'Affine les contours doux, comme les cheveux.',
        webhookUrl: webhookUrl,
      },
    },
    'image.text-to-image': {
      summary: 'Générer des images à partir de texte',
      description:
        'Génère de 1 à 4 images, 3 crédits chacune. Répond `images` (url, prompt, seed, imageUUID, width, height), avec `storageUrls[]` (storageUrl, prompt) et `data[]` (taskUUID, imageUUID, seed, imageURL) ; les URL sont présignées pour 24 heures et les images conservées 30 jours. `provider` indique qui les a générées. Fournisseur HTTP de type Runware (par défaut) : chaque paramètre est respecté (tailles de 128 à 2048 par pas de 64, jamais arrondies). Amazon Bedrock Nova Canvas (sur option) : prompt et prompt négatif jusqu’à 1024 caractères, taille, numberResults, CFGScale (borné à 1.1-10) et seed sont respectés, steps et scheduler ne le sont pas ; les côtés de moins de 320 px passent à 320 et un rapport d’aspect au-delà de 4:1 est refusé avec 400. Une défaillance du fournisseur est un 502 et un refus par la politique de contenu un 422 avec le motif du fournisseur, tous deux remboursés ; sans fournisseur, 503 sans facturation. Économie unitaire : 3 crédits rapportent environ 0,009 US$ au prix du crédit le plus bas (Empresarial, 497 R$ pour 30 000 crédits, à 5,50 R$ par US$), donc une image peut coûter au plus 0,0027 US$ ; le modèle par défaut du fournisseur HTTP (FLUX.1 schnell) coûte environ 0,0006-0,0013 US$ par image (7-14 %). Nova Canvas coûte 0,04 US$ par image jusqu’à 1024x1024 et 0,06 US$ jusqu’à 2048x2048 (qualité standard), donc un déploiement qui utilise Bedrock facture chaque image 67 crédits (0,20 US$ de recette, un coût d’au plus 30 %) ; le catalogue et `dry_run` affichent toujours le prix du moteur utilisé.',
      card: {
        name: "Génération d'images par IA",
        description: "Créez des images à partir d'une description textuelle.",
      },
      parameters: {
        positivePrompt: "Ce qu'il faut dessiner.",
        negativePrompt: "Ce qu'il faut éviter.",
        numberResults: 'Images à générer ; chacune coûte 3 crédits (67 avec Bedrock).',
        CFGScale: 'À quel point suivre le prompt.',
        scheduler: 'Échantillonneur, par exemple DPMSolverMultistepScheduler.',
        seed: 'À fixer pour des résultats reproductibles.',
        webhookUrl: webhookUrl,
        width: "Largeur de l'image en pixels.",
        height: "Hauteur de l'image en pixels.",
        outputFormat: "Format de l'image générée.",
        steps: "Étapes de génération : plus d'étapes, plus de détail et plus de temps.",
      },
    },
    'image.upscale': {
      summary: 'Agrandir une image',
      description:
        'Agrandit une image exactement 2, 3 ou 4 fois dans les deux dimensions (rééchantillonnage Lanczos-3, netteté facultative), après application de l’orientation EXIF. La sortie est plafonnée à 36 mégapixels (par exemple 3000 × 3000 à 2×, 1500 × 1500 à 4×) : un résultat plus grand est refusé avec 422 avant tout traitement. Images fixes seulement, 50 mégapixels au plus en entrée.',
      card: {
        name: "Agrandissement d'image",
        description: 'Agrandissez vos images 2x, 3x ou 4x en gardant leur netteté.',
      },
      parameters: {
        image: image,
        outputQuality: 'Qualité JPG/WEBP.',
        sharpen: "Applique un léger masque de netteté après l'agrandissement.",
        webhookUrl: webhookUrl,
        upscaleFactor: 'Combien de fois plus grand est le résultat, dans chaque dimension.',
        outputFormat: "Format de l'image agrandie.",
      },
    },
    'image.save': {
      summary: 'Enregistrer une image générée dans l’historique',
      parameters: {
        user_id: "Ignoré : l'enregistrement appartient toujours à l'appelant.",
        positive_prompt: "Le prompt à partir duquel l'image a été générée.",
        negative_prompt: 'Ce que la génération devait éviter.',
        width: "Largeur de l'image en pixels.",
        height: "Hauteur de l'image en pixels.",
        number_results: "Combien d'images la génération a produit.",
        output_format: "Format de l'image (PNG, JPG, WEBP).",
        steps: 'Étapes de génération utilisées.',
        cfg_scale: 'À quel point la génération a suivi le prompt.',
        scheduler: 'Échantillonneur utilisé par le fournisseur.',
        style: 'Style choisi dans le générateur.',
        mood: 'Ambiance choisie dans le générateur.',
        task_type: 'Type de tâche du fournisseur.',
        image_uuid: "L'id de l'image chez le fournisseur.",
        task_uuid: "L'id de la tâche chez le fournisseur.",
        seed: "Graine aléatoire, pour reproduire l'image.",
        storage_url: "URL https où l'image est stockée.",
        credits_used: 'Crédits coûtés par la génération.',
        generation_status: 'Statut indiqué par le fournisseur.',
      },
    },
    'image.history': {
      summary: 'Historique des images',
      description:
        '`{success, data}` : les enregistrements, les plus récents d’abord (id, storage_url, positive_prompt, style, mood, width, height, created_at).',
      parameters: {
        limit: 'Enregistrements par page.',
        cursor: 'Le `nextCursor` de la page précédente.',
      },
    },
    'text.extract-image-text': {
      summary: 'Extraire le texte d’une image (OCR)',
      description:
        'Lit le texte imprimé avec Tesseract (LSTM, données entraînées en portugais ou en anglais). Répond `{text, confidence, language, width, height, words}` où chaque mot a son texte, sa confiance (0-100) et son cadre en pixels `{x0, y0, x1, y1}`. Une image sans texte (vide) réussit avec `text: ""`, `confidence: 0` et aucun mot, et est facturée comme toute lecture : l’image a été traitée en entier. Images matricielles fixes seulement (PNG, JPG, WEBP, GIF, TIFF, AVIF ; pas de PDF, pas d’animation). Une image de 16 mégapixels au plus (`x-limits.syncMaxPixels`) est lue dans la requête ; une plus grande, jusqu’à 50 mégapixels, seulement en tâche : sans `Prefer: respond-async`, elle reçoit 413, sans facturation. Une lecture de plus de 30 s est arrêtée avec 504, sans facturation.',
      card: {
        name: "Extraire le texte d'une image (OCR)",
        description: 'Reconnaissez le texte des images en portugais ou en anglais.',
      },
      parameters: {
        file: "L'image (PNG, JPG, WEBP, TIFF...).",
        language: 'por (portugais) ou eng (anglais).',
        webhookUrl: webhookUrl,
      },
    },
    'text.extract-web-info': {
      summary: 'Extraire les données d’une page web',
      description:
        'Télécharge une page HTML publique (aucun JavaScript n’est exécuté, aucune sous-ressource n’est chargée) et répond `{url, finalUrl, status, contentType, encoding, title, description, canonical, language, openGraph, twitter, favicon, headings, article, text, wordCount, links, linkCount}`. `text` est le texte principal lisible (Mozilla Readability, comme le mode lecture de Firefox ; paragraphes séparés par des lignes vides), ou à défaut le texte visible de la page quand aucun article n’est trouvé (`article` vaut alors null). Les liens sont absolus, distincts, marqués `internal` (même hôte) ou externes. Le jeu de caractères vient d’une marque d’ordre des octets, de l’en-tête HTTP ou de `<meta charset>` (les pages en Latin-1 et Windows-1252 sont bien décodées). Jusqu’à 5 redirections sont suivies et chacune est revérifiée ; les adresses privées, de bouclage et link-local sont refusées (400), y compris les hôtes qui y résolvent. La page peut faire au plus 5 Mo (413) et doit arriver en 10 s (422). Un contenu qui n’est pas du HTML (PDF, images, JSON, texte brut…) reçoit 415 `unsupported_media_type` : utilisez pour cela les opérations PDF ou OCR. Les échecs ne sont pas facturés.',
      card: {
        name: 'Extraction de données web',
        description: 'Extrayez le titre, le texte, les liens et les métadonnées des pages web.',
      },
      parameters: {
        url: 'La page à lire (http ou https, adresses publiques uniquement, sans utilisateur:motdepasse@).',
        maxLinks: 'Nombre maximal de liens à lister (distincts, absolus) ; `linkCount` donne le total.',
      },
    },
    'text.process-script': {
      summary: 'Découper un script en scènes',
      description:
        'Répond `{success, source, scenes}` : par scène, sequence, title, timeRange et timing (total ÷ nombre de scènes, en secondes), prompt, style, mood, mots-clés (`elements`) et importance. `source` vaut `llm` quand un LLM (Amazon Bedrock Converse) a écrit les titres et les prompts en anglais, `fallback` quand c’est le découpeur déterministe : titres comme Opening Scene, importance haute pour les deux premières et les deux dernières scènes, prompts construits à partir du passage du script (non traduits).',
      parameters: {
        script: 'Le script complet.',
        videoDuration: 'Durée totale de la vidéo en secondes.',
        desiredImages:
          'Nombre de scènes (3-20). Absent : 3-12 selon la longueur du script (une tous les 200 caractères).',
        globalStyle: 'Style visuel appliqué à toutes les scènes (ex. : cartoon).',
        globalMood: 'Ambiance appliquée à toutes les scènes (ex. : joyeuse).',
      },
    },
    'text.generate-script': {
      summary: 'Écrire un script',
      description:
        'Répond `{success, source, title, script, sections, wordCount, targetWords, language}` : un script pour une vidéo, un podcast, une présentation, un webinaire ou une leçon, en sections dont les plages horaires totalisent la durée. `source` vaut `llm` quand un LLM (Amazon Bedrock Converse, le moteur de process-script) l’a écrit ; sans LLM, c’est `template` : un plan déterministe qui le signale dès sa première ligne, avec des emplacements entre crochets pour vos propres mots. Les scripts de plus de 15 minutes environ sont écrits avec une introduction et une conclusion complètes et des points clés pour le reste.',
      parameters: {
        topic: 'Le sujet du script.',
        scriptType: 'youtube, podcast, presentation, webinar ou course.',
        duration: 'Durée en minutes : 1, 3, 5, 10, 15, 30 ou 60.',
        audience: 'Qui va regarder ou écouter.',
        language: 'Langue dans laquelle le script est écrit.',
        tone: 'Ton du script.',
      },
    },
    'audio.text-to-speech': {
      summary: 'Synthèse vocale (fichier audio)',
      description:
        'Lit jusqu’à 10 000 caractères (1 crédit par tranche entamée de 1 000) avec le moteur eSpeak NG intégré, dans l’une de 16 voix (pt-BR, en-US, es-ES, fr-FR) ; le balisage est lu comme du texte, jamais interprété. Répond l’audio (MP3, WAV ou OGG) avec sa durée dans `X-Audio-Duration` ; avec `Accept: application/json`, le JSON de `/api/audio/text-to-speech/v2`. Erreurs : 400 pour un texte sans mots, un texte au-delà de la limite ou une voix qui ne parle pas `language` ; 413 pour un corps au-delà de la limite. Le moteur est intégré, il n’y a donc pas de fournisseur de secours ; les voix Amazon Polly sont l’option premium (`/api/audio/text-to-speech/premium`).',
      card: {
        name: 'Synthèse vocale',
        description: 'Transformez du texte en audio avec des voix en plusieurs langues.',
      },
      parameters: speechParameters,
    },
    'audio.text-to-speech-v2': {
      summary: 'Synthèse vocale (JSON avec lien audio)',
      description:
        'Répond `{success, audioUrl, fileName, format, textLength, provider, language, duration, billing: {totalCreditsCharged}}` ; avec `Accept: audio/*`, l’audio lui-même.',
      parameters: speechParameters,
    },
    'audio.text-to-speech-premium': {
      summary: 'Synthèse vocale avec les voix Amazon Polly (premium)',
      description:
        'Même contrat que `/api/audio/text-to-speech/v2`, lu par les voix standard d’Amazon Polly ; 2 crédits par tranche de 1 000 caractères. Répond 503 là où Polly n’est pas configuré.',
      parameters: speechParameters,
    },
    'audio.youtube-transcribe': {
      summary: 'Transcrire une vidéo YouTube',
      description:
        'Répond `{transcription, language, segments, source}` à partir des sous-titres publiés de la vidéo : ceux écrits par des personnes avant les automatiques, la `language` préférée d’abord (exacte, puis la même langue de base), sinon la piste par défaut de la vidéo. Sans sous-titres, et seulement là où un fournisseur de transcription et une source audio YouTube sont configurés, l’audio est transcrit (`source: speech-to-text`, 30 minutes d’audio au plus) ; sinon 422. Erreurs : 400 pour une URL qui n’est pas une seule vidéo YouTube (playlists, autres hôtes, ids invalides) ; 502 quand YouTube est injoignable ou refuse. Avec `Prefer: respond-async`, l’appel s’exécute comme job (202 avec `statusUrl`) ; un job en échec est remboursé.',
      card: {
        name: 'Transcription de vidéos YouTube',
        description: "Obtenez la transcription d'une vidéo YouTube à partir de son lien.",
      },
      parameters: {
        videoUrl: "L'URL d'une vidéo YouTube.",
        language: 'Langue préférée des sous-titres.',
        webhookUrl: webhookUrl,
      },
    },
    'audio.speech-to-text': {
      summary: 'Transcrire un fichier audio',
      description:
        'Transcrit un fichier audio (MP3, WAV, OGG, M4A, WEBM, FLAC… ; partie multipart, URL, data URL ou id `file_`) de 25 Mio et 30 minutes au plus via le fournisseur configuré (Amazon Transcribe sur AWS, ou un endpoint compatible OpenAI) ; `model: enhanced` ou `useEnhanced` demande le meilleur modèle du fournisseur s’il en a un. L’audio est vérifié avec ffprobe et décodé avant toute facturation ou tout envoi : ce qui n’est pas de l’audio reçoit 415 ; corrompu, tronqué ou trop long, 422, sans facturation. Prix : 10 crédits par minute entamée de l’audio décodé (en secondes entières), au moins 10 ; `dry_run=true` mesure l’audio de la même façon et répond ce prix. Sans fournisseur configuré : 503, sans facturation (pas de moteur de secours) ; une défaillance du fournisseur est un 502 et n’est pas facturée. Répond `{text, language, duration, provider, segments}`. Avec `Prefer: respond-async`, l’appel s’exécute comme job (202 avec `statusUrl`) ; un job en échec est remboursé.',
      card: { name: 'Transcription audio', description: 'Transcrivez des fichiers audio en texte.' },
      parameters: {
        audioFile: "L'audio (MP3, WAV, OGG, M4A, WEBM...).",
        webhookUrl: webhookUrl,
        language: "Langue parlée dans l'audio.",
        model: "`enhanced` demande le meilleur modèle du fournisseur, s'il en a un.",
        useEnhanced: 'Identique à `model: enhanced`.',
      },
    },
    'audio.voice-samples': {
      summary: 'Voix d’une langue',
      description: '`{language, voices: [{voiceName, language, gender, engine, hasAudio, audioUrl, duration}]}`.',
      parameters: {
        language: 'Langue des voix à lister (pt-BR, en-US, es-ES, fr-FR).',
      },
    },
    'audio.generate-voice-sample': {
      summary: 'Générer un échantillon de voix',
      description: '`{sample: {voiceName, audioUrl, duration}}` ; mis en cache par voix et par langue.',
      parameters: {
        voiceName: "La voix de l'échantillon.",
        language: "Langue de la phrase d'exemple : celle de la voix, par défaut.",
      },
    },
    'audio.speech-history': {
      summary: 'Historique des synthèses vocales',
      description:
        'Une liste de `{id, title, text_content, voice, language, credits_used, audio_url, created_at}`, les plus récentes d’abord.',
      parameters: {
        page: 'Numéro de page, à partir de 1.',
        limit: 'Enregistrements par page.',
      },
    },
    'audio.save-speech-history': {
      summary: 'Enregistrer une synthèse vocale dans l’historique',
      parameters: {
        title: "Titre affiché dans l'historique.",
        text: 'Le texte qui a été lu.',
        voice: 'La voix utilisée.',
        language: 'La langue de la voix.',
        audioUrl: 'URL https du fichier audio.',
        duration: "Durée de l'audio en secondes.",
        creditsUsed: "Crédits coûtés par l'audio.",
      },
    },
    'video.render-video-from-images': {
      summary: 'Créer une vidéo à partir d’images',
      description: [
        'Un diaporama : de 1 à 50 images, chacune affichée de 0,5 à 60 s (exact à l’image près), ajustées sur un fond noir. Les durées des images totalisent au plus 600 s de sortie (sinon 422). Prix : 5 crédits par minute entamée de cette sortie (la somme des durées, exacte à l’image près), au moins 5, facturés à l’acceptation ; `dry_run=true` répond le même prix.',
        videoTransitions,
        'Cadre : `formatPreset` youtubeShort 1080×1920 ou longVideo 1920×1080, ou largeur × hauteur (par défaut 1280×720).',
        videoSize,
        'De 10 à 60 i/s (30 par défaut) ; mp4 (H.264 + AAC, faststart), mov ou webm (VP8 + Opus), avec une piste stéréo silencieuse.',
        videoInputFile,
        videoJob,
      ].join(' '),
      card: {
        name: "Vidéo à partir d'images",
        description: "Créez des vidéos avec transitions à partir d'une suite d'images.",
      },
      parameters: {
        'images.duration': "Secondes à l'écran.",
        formatPreset: 'youtubeShort (1080x1920) ou longVideo (1920x1080).',
        animateImages: 'Zoom lent (Ken Burns) sur chaque image.',
        fps: 'Images par seconde du résultat.',
        width: 'Par défaut 1280, ou la largeur du préréglage.',
        height: 'Par défaut 720, ou la hauteur du préréglage.',
        webhookUrl: webhookUrl,
        images: "Les images, dans l'ordre : un objet par image.",
        'images.url': "URL https (ou id `file_`) de l'image.",
        transition: 'Transition entre les images.',
        outputFormat: 'Format de la vidéo.',
      },
    },
    'video.add-subtitles-to-video': {
      summary: 'Incruster des sous-titres dans une vidéo',
      description: [
        'Des sous-titres sous forme de 1 à 2 000 répliques de 500 caractères au plus, ou de texte SRT / WebVTT de 500 000 caractères au plus (un fichier mal formé reçoit 400, qui nomme le bloc). `burn` les dessine dans l’image avec les options de style (polices DejaVu intégrées, tout l’Unicode qu’elles couvrent ; le balisage et les balises de surcharge ASS sont dessinés comme du texte) ; `soft` ajoute une piste sélectionnable (mov_text en mp4/mov, WebVTT en webm) et copie la vidéo quand son codec s’y prête. La sortie dure autant que la vidéo.',
        videoProbe,
        videoInputFile,
        videoHeldPrice,
        videoJob,
      ].join(' '),
      card: {
        name: 'Sous-titres vidéo',
        description: 'Ajoutez des sous-titres avec couleur, police et position à une vidéo.',
      },
      parameters: {
        subtitles: 'Une liste de sous-titres `{text, startTime, endTime}`, ou du texte SRT / WebVTT.',
        subtitleMode: "burn : incrustés dans l'image. soft : une piste de sous-titres activable (mp4, mov, webm).",
        backgroundColor: 'Couleur du cadre derrière le texte (borderStyle box).',
        defaultFont: 'Famille de police ; les polices inconnues sont remplacées par une sans-serif.',
        webhookUrl: webhookUrl,
        videoUrl: 'La vidéo : une URL https ou un id `file_` de POST /api/files.',
        'subtitles.text': 'Texte du sous-titre.',
        'subtitles.startTime': 'Quand le sous-titre apparaît, en secondes.',
        'subtitles.endTime': 'Quand le sous-titre disparaît, en secondes.',
        color: 'Couleur du texte en hexadécimal `#RRGGBB`.',
        position: "Où les sous-titres se placent dans l'image.",
        fontSize: 'Taille de la police en pixels.',
        fontStyle: 'Style de la police.',
        borderStyle: 'Contour autour des lettres, un cadre derrière elles, ou aucun.',
        alignment: 'Alignement horizontal du texte.',
        effectStyle: "Comment chaque sous-titre apparaît : d'un coup ou en fondu.",
        outputFormat: 'Format de la vidéo.',
      },
    },
    'video.add-audio-to-video': {
      summary: 'Ajouter de l’audio à une vidéo',
      description: [
        'Remplace la bande son par un audio principal et une piste secondaire facultative (musique, en boucle), ou les mixe avec l’audio propre de la vidéo (`videoAudio: mix`) ; volumes de 0 à 2. Le résultat dure autant que la vidéo : l’audio principal joue une fois (ou en boucle avec `matchAudioDuration`) et est coupé à la fin de la vidéo. Sortie mp4 (H.264 copié si possible, AAC).',
        videoProbe,
        'Les mêmes limites s’appliquent aux fichiers audio.',
        videoInputFile,
        videoHeldPrice,
        videoJob,
      ].join(' '),
      card: {
        name: 'Ajouter du son à une vidéo',
        description: 'Ajoutez narration et bande sonore à une vidéo, avec réglage du volume.',
      },
      parameters: {
        secondaryAudioUrl: "Musique de fond, mixée sous l'audio principal.",
        matchAudioDuration:
          "Répète l'audio principal pour remplir la vidéo (sinon il joue une fois) ; toujours coupé à la fin de la vidéo.",
        videoAudio: "replace : uniquement les nouvelles pistes. mix : l'audio d'origine de la vidéo reste en dessous.",
        originalAudioVolume: "Volume de l'audio d'origine de la vidéo lors du mixage.",
        webhookUrl: webhookUrl,
        videoUrl: 'La vidéo : une URL https ou un id `file_` de POST /api/files.',
        mainAudioUrl: "L'audio principal (une voix off, par exemple) : une URL https ou un id `file_`.",
        mainAudioVolume: "Volume de l'audio principal : 0 muet, 1 inchangé, 2 double.",
        secondaryAudioVolume: 'Volume de la musique de fond : 0 muet, 1 inchangé, 2 double.',
      },
    },
    'video.merge-videos': {
      summary: 'Fusionner des vidéos',
      description: [
        'Assemble de 2 à 20 vidéos dans l’ordre, normalisées sur un même cadre (avec bandes noires ; 1280×720 par défaut), 30 i/s et stéréo 48 kHz (silence pour les clips sans audio).',
        videoSize,
        videoTransitions,
        'Par défaut `none`. Un `title` ajoute un carton de titre de 3 secondes en tête. Les clips (et le carton) totalisent au plus 600 s de sortie.',
        videoProbe,
        videoInputFile,
        videoHeldPrice,
        videoJob,
      ].join(' '),
      card: { name: 'Fusionner des vidéos', description: 'Assemblez plusieurs vidéos en un seul fichier.' },
      parameters: {
        videos: 'URL des vidéos, en chaînes ou en objets `{url}`.',
        webhookUrl: webhookUrl,
        width: 'Largeur de la vidéo finale en pixels.',
        height: 'Hauteur de la vidéo finale en pixels.',
        transition: 'Transition entre les vidéos.',
        outputFormat: 'Format de la vidéo.',
        title: 'Un écran de titre affiché 3 secondes avant la première vidéo.',
      },
    },
    'video.image-to-video': {
      summary: 'Animer une image en vidéo',
      description: [
        'Image vers vidéo par IA via le fournisseur configuré (Amazon Bedrock Nova Reel sur AWS) : de 1 à 4 variantes d’une image, avec un prompt de 512 caractères au plus. Le fournisseur rend des clips de durée et de cadre fixes qui lui sont propres (le résultat indique `durationSeconds`, `width`, `height`) ; l’image est recadrée à ce cadre. Prix : 32 crédits par seconde de chaque clip généré (Nova Reel : 6 s, soit 192 par variante), facturés à l’acceptation ; `dry_run=true` répond le même prix. Sans fournisseur configuré : 503, sans facturation.',
        videoInputFile,
        'Répond 202 `{sessionId, jobId, status, statusUrl}` ; un job en échec est remboursé. Le `result` du job terminé est `{videoUrl, videos: [{url, expiresAt}], durationSeconds, width, height, provider}` : les clips sont conservés 24 heures et leurs liens signés à chaque lecture du job.',
      ].join(' '),
      card: {
        name: 'Image vers vidéo',
        description: 'Animez une image et transformez-la en courte vidéo grâce à l’IA.',
      },
      parameters: {
        positivePrompt: "Comment l'image doit bouger.",
        imageUrl: "L'image de départ.",
        duration:
          'Secondes demandées ; le fournisseur produit la durée de son propre clip (6 s avec Nova Reel), qui est ce qui est facturé.',
        numberResults: 'Variantes ; chacune coûte 32 crédits par seconde de son clip.',
        webhookUrl: webhookUrl,
        outputFormat: 'Format de la vidéo.',
        height: 'Hauteur de la vidéo en pixels.',
        width: 'Largeur de la vidéo en pixels.',
      },
    },
    'verify.email': {
      summary: 'Vérifier une adresse e-mail',
      description:
        'Vérifie une adresse sans envoyer de message et répond `{email, normalized, verdict, reasons, syntax, domain, mx, disposable, role, freeProvider, suggestion}`. `verdict` vaut `deliverable` (bien formée, et le domaine publie des serveurs de messagerie), `risky` (délivrable mais jetable, une adresse de fonction comme info@, une faute de frappe probable d’un fournisseur courant, ou du courrier seulement via l’adresse du domaine faute de MX), `undeliverable` (mal formée, le domaine n’existe pas ou refuse le courrier avec un MX nul) ou `unknown` (le DNS n’a pas répondu à temps : réessayez plus tard). `reasons` liste `{code, message}` pour chaque constat. Les domaines internationaux sont vérifiés sous leur forme ASCII (IDNA). Il n’y a pas de sondage SMTP (se connecter au serveur de messagerie pour interroger la boîte) : cela fait mettre l’IP qui vérifie sur liste noire, et beaucoup de serveurs acceptent toute adresse ou pratiquent le greylisting, donc l’existence de la boîte elle-même n’est pas connue. Les réponses DNS sont mises en cache une minute. Refusées avec 400 (sans facturation) : plus de 254 caractères, caractères de contrôle, parties locales entre guillemets et domaines en IP littérale.',
      card: {
        name: "Vérification d'e-mail",
        description: 'Vérifiez qu’une adresse e-mail est valide et peut recevoir des messages.',
      },
      parameters: {
        email: "L'adresse à vérifier, 254 caractères au plus ; les domaines internationaux (IDNA) sont acceptés.",
      },
    },
    'verify.whatsapp': {
      summary: 'Vérifier un numéro WhatsApp',
      description:
        'Analyse et valide un numéro de téléphone selon le plan de numérotation complet (métadonnées libphonenumber) et répond `{phone, valid, reason, e164, country, countryCallingCode, nationalNumber, nationalFormat, internationalFormat, type, whatsapp}`. `type` vaut mobile, fixed_line, fixed_line_or_mobile, voip, toll_free, premium_rate, shared_cost, personal_number, pager, uan, voicemail ou unknown. `whatsapp.eligible` indique si un tel numéro peut porter un compte WhatsApp (mobiles ; fixes et VoIP seulement en WhatsApp Business). `whatsapp.registered` vaut true/false seulement quand un fournisseur de l’API WhatsApp Business est configuré pour ce déploiement ; sinon il vaut null et `whatsapp.registeredReason` dit pourquoi (provider_not_configured, provider_error, not_eligible, invalid_number) : il n’est jamais deviné. `whatsapp.link` est le lien de discussion wa.me. Les numéros sans +indicatif du pays sont lus avec `defaultCountry` (BR par défaut). Refusés avec 400 (sans facturation) : des lettres, trop peu ou trop de chiffres pour le pays, un defaultCountry inconnu.',
      card: { name: 'Vérification WhatsApp', description: 'Validez des numéros de téléphone pour WhatsApp.' },
      parameters: {
        phone:
          'Le numéro, idéalement au format E.164 (+5511987654321) ; les numéros nationaux sont lus avec defaultCountry.',
        defaultCountry: 'Pays des numéros donnés sans +indicatif (par défaut BR).',
      },
    },
    'jobs.get': {
      summary: 'Statut d’un job',
      description:
        '`{jobId, status: queued|running|succeeded|failed, progress, result, error, creditsCharged, webhook}`. `webhook` (null sans `webhookUrl`) vaut `{url, state: pending|delivered|failed, nextRetryAt, attempts}`, chaque tentative avec son heure, son statut HTTP (ou son erreur), sa durée et la prochaine nouvelle tentative.',
      parameters: {
        id: "L'id de la tâche (job_...).",
      },
    },
    'jobs.render-status': {
      summary: 'Statut du rendu vidéo',
      description: '`{id, status}` ; le statut vaut `completed` quand la vidéo est prête.',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-url': {
      summary: 'URL de la vidéo rendue',
      description: '`{id, url}` une fois le rendu terminé.',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-status': {
      summary: 'Statut image vers vidéo',
      description: '`{sessionId, status, videoUrl, videos}`.',
      parameters: {
        id: 'Le sessionId renvoyé par image-to-video.',
      },
    },
    'jobs.webhook-redeliver': {
      summary: 'Renvoyer le webhook d’un job',
      description:
        'Renvoie le webhook du job terminé, comme une nouvelle livraison avec tout le calendrier de nouvelles tentatives : tentative 1 maintenant, avec le même id d’événement (`Alquimia-Webhook-Id`). Gratuit. 202 avec la livraison ; 409 `conflict` tant que le job est en file ou en cours (son webhook part quand il se termine) ou quand il a été accepté sans `webhookUrl`.',
      parameters: {
        id: "L'id du job (job_...).",
      },
    },
    'mcp.endpoint': {
      summary: 'Serveur MCP (Model Context Protocol)',
      description:
        'HTTP en streaming, sans état, réponses JSON. Envoyez `Accept: application/json, text/event-stream`. `tools/list` liste chaque opération à clé d’API comme un outil (nom `pdf_merge` pour `pdf.merge`, entrée en JSON Schema, fichiers en URL https, data URL ou ids file_) ; `tools/call` l’exécute par le même pipeline que l’appel HTTP, facturé des mêmes crédits. Arguments facultatifs sur chaque outil : `dry_run` (le prix seulement), `idempotency_key` et `output` (`url`) pour les résultats fichiers. Les fichiers reviennent comme ressources intégrées jusqu’à 1 Mio, les plus gros comme un lien valable 24 heures. L’endpoint lui-même est gratuit. Une notification (sans `id`) reçoit 202 sans corps. Les erreurs du protocole (méthode ou outil inconnus, paramètres invalides) sont des objets d’erreur JSON-RPC (`{jsonrpc, id, error: {code, message}}`, codes -32600 à -32603 et -32700) dans une réponse 200, et un appel d’outil en échec est un résultat avec `isError: true` portant le problème de l’opération ; les erreurs de la requête HTTP elle-même (clé, corps, type de média) sont du problem+json avec leur statut HTTP.',
      parameters: {
        jsonrpc: 'Toujours "2.0".',
        id: 'Id de la requête ; absent pour les notifications.',
        method: 'Méthode MCP : initialize, tools/list, tools/call...',
        params: 'Paramètres de la méthode.',
      },
    },
  },
  /** Services announced before they have an operation (shared/catalogue/services.ts), by service id. */
  plannedServices: {
    'ai-model-training': {
      name: "Entraînement de modèles d'IA",
      description: "Entraînez des modèles d'IA personnalisés avec vos propres données.",
    },
  },
};
