import type { CatalogueTranslation } from './types.js';

/**
 * Categories, service families and plans in English, keyed by id (the Portuguese originals are in shared/catalogue,
 * shared/i18n/families.ts and shared/plans.ts).
 */
export const en: CatalogueTranslation = {
  categories: {
    pdf: 'PDF',
    image: 'Image',
    text: 'Text',
    audio: 'Audio',
    video: 'Video',
    upload: 'Upload',
  },
  families: {
    platform: 'Platform',
    billing: 'Billing',
    pdf: 'PDF',
    image: 'Images',
    text: 'Text',
    audio: 'Audio',
    video: 'Video',
    verify: 'Verification',
    jobs: 'Jobs',
    mcp: 'MCP',
  },
  plans: {
    1: {
      name: 'Basic',
      description: 'To start automating with our APIs.',
      badge: null,
      features: [
        '1,000 credits per month',
        'Up to 100 requests per day',
        'Up to 10 requests per second',
        'Every API and one-off extra credits',
        'Email support',
      ],
    },
    2: {
      name: 'Professional',
      description: 'For professionals and teams who use the APIs every day.',
      badge: 'Most popular',
      features: [
        '10,000 credits per month',
        'Up to 1,000 requests per day',
        'Up to 25 requests per second',
        'Every API and one-off extra credits',
        'Priority email support',
      ],
    },
    3: {
      name: 'Enterprise',
      description: 'For companies with a high volume of requests.',
      badge: null,
      features: [
        '30,000 credits per month',
        'No daily request limit',
        'Up to 50 requests per second',
        'Every API and one-off extra credits',
        'Priority email support',
        'SLA guaranteed by its own contract',
      ],
    },
  },
  freeTier: { name: 'Free' },
  extraPack: { name: 'Extra credits', description: 'A one-off credit pack for subscribers.' },
};
