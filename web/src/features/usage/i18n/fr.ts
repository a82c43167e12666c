import type { UsageMessages } from './pt.js';

export const fr: UsageMessages = {
  title: 'Utilisation',
  description: 'Appels et crédits par jour ces 30 derniers jours, par famille de services.',
  loading: 'Chargement…',
  error: 'L’utilisation n’a pas pu être chargée.',
  metrics: { calls: 'Appels par jour', credits: 'Crédits par jour' },
  chartSummary: '{{metric}} : {{total}} ces 30 derniers jours ; aujourd’hui, {{today}}.',
  table: { caption: '{{metric}} par jour et famille de services', date: 'Date', total: 'Total' },
  top: {
    title: 'Opérations les plus utilisées',
    operation: 'Opération',
    family: 'Famille',
    calls: 'Appels',
    errors: 'Erreurs',
    credits: 'Crédits',
    empty: 'Aucun appel ces 30 derniers jours.',
  },
  today: {
    title: 'Aujourd’hui',
    quota: 'Quota quotidien',
    quotaUse: '{{used}} sur {{limit}} requêtes',
    unlimited: '{{used}} requêtes (sans limite quotidienne)',
    resets: 'Renouvelé à 00:00 UTC.',
    rate: 'Limite de débit',
    rateValue: '{{perSecond}} par seconde, rafales jusqu’à {{burst}}',
    explain: 'Une réponse 429 signifie que le quota du jour ou la limite de débit a été atteint.',
    refreshed: 'Actualisé toutes les 30 secondes et au retour sur cet onglet.',
  },
};
