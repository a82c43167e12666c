import type { ProfileLanguage } from '../../../shared/operations/user.js';

/**
 * The local test checkout's words in the dashboard's languages (pt default, en, es, fr). The page is a developer
 * stand-in for Stripe Checkout, which speaks the language the checkout call names (`locale`); so does this one.
 */

export interface CheckoutTexts {
  readonly tag: string;
  readonly badge: string;
  readonly title: string;
  readonly notFound: string;
  readonly sessionNotFound: string;
  readonly sessionDone: string;
  readonly alreadyPaid: string;
  readonly continue: string;
  readonly plan: (name: string) => string;
  readonly pack: (name: string, credits: string) => string;
  readonly perMonth: string;
  readonly customer: string;
  readonly card: string;
  readonly testCard: string;
  readonly pay: string;
  readonly cancel: string;
}

export const checkoutTexts: Record<ProfileLanguage, CheckoutTexts> = {
  pt: {
    tag: 'pt-BR',
    badge: 'Checkout de teste local — nenhum valor real é cobrado',
    title: 'Checkout de teste',
    notFound: 'Página não encontrada',
    sessionNotFound: 'Sessão não encontrada',
    sessionDone: 'Sessão concluída',
    alreadyPaid: 'Esta sessão já foi paga',
    continue: 'Continuar',
    plan: (name) => `Plano ${name} (mensal)`,
    pack: (name, credits) => `${name} — ${credits} créditos`,
    perMonth: '/ mês',
    customer: 'Cliente',
    card: 'Cartão',
    testCard: 'teste',
    pay: 'Pagar',
    cancel: 'Cancelar',
  },
  en: {
    tag: 'en-US',
    badge: 'Local test checkout — no real money is charged',
    title: 'Test checkout',
    notFound: 'Page not found',
    sessionNotFound: 'Session not found',
    sessionDone: 'Session complete',
    alreadyPaid: 'This session has already been paid',
    continue: 'Continue',
    plan: (name) => `${name} plan (monthly)`,
    pack: (name, credits) => `${name} — ${credits} credits`,
    perMonth: '/ month',
    customer: 'Customer',
    card: 'Card',
    testCard: 'test',
    pay: 'Pay',
    cancel: 'Cancel',
  },
  es: {
    tag: 'es-ES',
    badge: 'Checkout de prueba local — no se cobra ningún importe real',
    title: 'Checkout de prueba',
    notFound: 'Página no encontrada',
    sessionNotFound: 'Sesión no encontrada',
    sessionDone: 'Sesión completada',
    alreadyPaid: 'Esta sesión ya está pagada',
    continue: 'Continuar',
    plan: (name) => `Plan ${name} (mensual)`,
    pack: (name, credits) => `${name} — ${credits} créditos`,
    perMonth: '/ mes',
    customer: 'Cliente',
    card: 'Tarjeta',
    testCard: 'prueba',
    pay: 'Pagar',
    cancel: 'Cancelar',
  },
  fr: {
    tag: 'fr-FR',
    badge: 'Paiement de test local — aucun montant réel n’est débité',
    title: 'Paiement de test',
    notFound: 'Page introuvable',
    sessionNotFound: 'Session introuvable',
    sessionDone: 'Session terminée',
    alreadyPaid: 'Cette session a déjà été payée',
    continue: 'Continuer',
    plan: (name) => `Forfait ${name} (mensuel)`,
    pack: (name, credits) => `${name} — ${credits} crédits`,
    perMonth: '/ mois',
    customer: 'Client',
    card: 'Carte',
    testCard: 'test',
    pay: 'Payer',
    cancel: 'Annuler',
  },
};
