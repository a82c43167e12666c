import type { CatalogueShape } from '../../../i18n/feature-catalogue.js';

/**
 * Portuguese texts of the newsletter mail's link page (namespace `newsletterLink`), the reference catalog: en, es
 * and fr provide the same keys. They load with that page's code only (components/newsletter-link.tsx).
 */
export const pt = {
  confirmed: 'Inscrição confirmada! Você vai receber as novidades da Alquimia.',
  unsubscribed: 'Inscrição cancelada: seu e-mail foi apagado da lista da newsletter.',
  linkInvalid:
    'Este link da newsletter expirou ou foi substituído por um mais novo. Inscreva-se de novo no fim da página.',
};

export type NewsletterLinkMessages = CatalogueShape<typeof pt>;
