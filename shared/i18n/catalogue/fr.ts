import type { CatalogueTranslation } from './types.js';

/**
 * Categories, service families and plans in French, keyed by id (the Portuguese originals are in shared/catalogue,
 * shared/i18n/families.ts and shared/plans.ts).
 */
export const fr: CatalogueTranslation = {
  categories: {
    pdf: 'PDF',
    image: 'Image',
    text: 'Texte',
    audio: 'Audio',
    video: 'Vidéo',
    upload: 'Téléversement',
  },
  families: {
    platform: 'Plateforme',
    billing: 'Paiements',
    pdf: 'PDF',
    image: 'Images',
    text: 'Texte',
    audio: 'Audio',
    video: 'Vidéo',
    verify: 'Vérification',
    jobs: 'Jobs',
    mcp: 'MCP',
  },
  plans: {
    1: {
      name: 'Basique',
      description: 'Pour commencer à automatiser avec nos API.',
      badge: null,
      features: [
        '1 000 crédits par mois',
        'Jusqu’à 100 requêtes par jour',
        'Jusqu’à 10 requêtes par seconde',
        'Toutes les API et des crédits supplémentaires à l’unité',
        'Support par e-mail',
      ],
    },
    2: {
      name: 'Professionnel',
      description: 'Pour les professionnels et les équipes qui utilisent les API tous les jours.',
      badge: 'Le plus choisi',
      features: [
        '10 000 crédits par mois',
        'Jusqu’à 1 000 requêtes par jour',
        'Jusqu’à 25 requêtes par seconde',
        'Toutes les API et des crédits supplémentaires à l’unité',
        'Support prioritaire par e-mail',
      ],
    },
    3: {
      name: 'Entreprise',
      description: 'Pour les entreprises à fort volume de requêtes.',
      badge: null,
      features: [
        '30 000 crédits par mois',
        'Aucune limite quotidienne de requêtes',
        'Jusqu’à 50 requêtes par seconde',
        'Toutes les API et des crédits supplémentaires à l’unité',
        'Support prioritaire par e-mail',
        'SLA garanti par un contrat dédié',
      ],
    },
  },
  freeTier: { name: 'Gratuit' },
  extraPack: { name: 'Crédits supplémentaires', description: 'Un pack de crédits ponctuel réservé aux abonnés.' },
};
