import { inlineBodyLimit } from '../../edge.js';
import type { OpenApiTranslation } from './types.js';

/** The OpenAPI document's texts in French, by the ids of shared/openapi.ts `openApiTexts`. */
export const fr: OpenApiTranslation = {
  tags: {
    platform: 'Plateforme : état de l’API, catalogue, compte et clé d’API (session du tableau de bord).',
    billing: 'Forfaits, crédits supplémentaires et sessions de paiement.',
    pdf: 'Documents PDF : fusionner, diviser, filigrane, protéger, texte, HTML vers PDF ; fichiers volumineux.',
    image: 'Images : génération, agrandissement, détourage, filigrane, graphiques, codes QR.',
    text: 'Extraction de texte depuis des images et des pages web ; scripts vidéo.',
    audio: 'Synthèse vocale et transcription.',
    video: 'Jobs vidéo : diaporamas, sous-titres, audio, fusion, image vers vidéo.',
    verify: 'Vérification d’adresses e-mail et de numéros WhatsApp.',
    jobs: 'Statut et résultats des jobs asynchrones.',
    mcp: 'Serveur Model Context Protocol : chaque opération à clé d’API comme outil pour les agents d’IA.',
  },
  problems: {
    '400':
      'Requête invalide : un champ manquant, d’un mauvais type ou hors limites (voir `errors`), un corps mal formé, un `dry_run`/`output` répété ou invalide, ou un `Idempotency-Key` incorrect.',
    '401': 'Identifiants manquants ou invalides.',
    '402': 'Crédits insuffisants pour cet appel (`required` et `available` dans le problème).',
    '403':
      'Ces identifiants ne peuvent pas appeler cette route (clé révoquée ou restreinte, mauvais type d’identifiant).',
    '404': 'Introuvable : un id ou un id `file_` inconnu (aussi pour les ressources d’un autre compte).',
    '409':
      '`Idempotency-Key` réutilisée avec une autre requête, ou la première requête est encore en cours (`Retry-After`) ; ou la ressource n’est pas dans un état qui permet l’appel (un webhook relivré pendant que son job s’exécute).',
    '413': `Corps ou fichier au-delà de la limite publiée (\`x-limits\`) ; les corps de requête de plus de ${inlineBodyLimit} octets reçoivent ce 413 avant d’atteindre l’opération : envoyez les fichiers volumineux avec \`POST /api/files\`.`,
    '415': 'Type de contenu du corps non pris en charge, ou fichier d’un type que cette opération n’accepte pas.',
    '422':
      'L’entrée ne peut pas être traitée (fichier corrompu, chiffré ou illisible, contenu refusé par le moteur...).',
    '429':
      'Le compte a dépassé son quota quotidien de requêtes, ou son débit une fois sa rafale épuisée (selon le forfait, voir /docs#limites). `Retry-After` indique combien de secondes attendre ; rien n’est facturé.',
    '500': 'Erreur interne : l’id de la requête l’identifie dans nos journaux (sans facturation).',
    '502': 'Le fournisseur externe a échoué (sans facturation).',
    '503': 'Aucun moteur ni fournisseur n’est configuré ici pour cette opération (sans facturation).',
    '504': 'L’opération ne s’est pas terminée à temps (sans facturation).',
  },
  parameters: {
    DryRun:
      '`true` : valide et répond le prix sans exécuter ni facturer. Exactement `true` ou `false` ; toute autre valeur, ou le paramètre en double, est un 400.',
    Output:
      '`url` répond un lien présigné au lieu des octets du fichier ; `inline` (par défaut), les octets. Le fichier est conservé 24 heures ; le lien fonctionne jusqu’à son `expiresAt`, qui peut être plus tôt (il prend fin avec les identifiants qui l’ont signé). Les résultats des jobs sont signés à nouveau à chaque lecture du job.',
    IdempotencyKey:
      'Les nouvelles tentatives avec la même clé et la même requête sont facturées une fois et rejouent la première réponse (`Idempotent-Replayed: true`). De 1 à 255 caractères ASCII imprimables.',
    Prefer: '`respond-async` exécute l’appel comme job (202).',
  },
  responses: {
    job: 'Acceptée comme job : interrogez `statusUrl` (aussi dans `Location`) jusqu’à sa réussite ou son échec.',
    file: 'Le fichier du résultat ; du JSON avec un lien vers lui s’il est volumineux ou avec `output=url`, le prix avec `dry_run=true`.',
    jsonOrFile: 'Le résultat en JSON (ou, demandé avec `Accept`, le fichier lui-même) ; le prix avec `dry_run=true`.',
    priced: 'Succès (le prix avec `dry_run=true`).',
    success: 'Succès.',
    report: 'Répondu avec le même corps quand une dépendance est indisponible.',
    price: 'Le prix (`dry_run=true`).',
    jobPrice: 'Le prix (`dry_run=true`) ; rien n’a été exécuté ni facturé.',
    empty: 'Acceptée, sans corps (rien à répondre).',
  },
};
