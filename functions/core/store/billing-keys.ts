import { accountPk, type ItemKey } from './keys.js';

/**
 * Billing items of the single table (beside the layout in keys.ts). Here in core, not in functions/billing: billing
 * writes them, and account deletion (functions/platform/account-data/delete.ts) removes them by the same layout.
 *
 * | Item | PK | SK |
 * |---|---|---|
 * | processed Stripe event | `STRIPEEVT#<evt id>` | `EVENT` |
 * | Stripe customer → account | `STRIPECUST#<cus id>` | `CUSTOMER` |
 * | purchase (plan invoice or pack) | `ACCT#<accountId>` | `PURCHASE#<ISO time>#<ref>` |
 * | payment intent → purchase (one purchase per payment) | `STRIPEPI#<pi id>` | `PAYMENT` |
 * | what a purchase paid out once (checkout session or invoice) | `STRIPEPAID#<cs or in id>` | `PURCHASE` |
 * | how much of a charge's refunds or of a dispute was applied | `STRIPEREV#<ch or dp id>` | `REVERSAL` |
 * | local test checkout session | `CHECKOUT#<cs id>` | `SESSION` |
 *
 * The account's billing state (customer, subscription, period end) lives on its profile item.
 */
export const eventKey = (eventId: string): ItemKey => ({ PK: `STRIPEEVT#${eventId}`, SK: 'EVENT' });
export const customerKey = (customerId: string): ItemKey => ({ PK: `STRIPECUST#${customerId}`, SK: 'CUSTOMER' });
export const purchasePrefix = 'PURCHASE#';
export const purchaseKey = (accountId: string, at: Date, ref: string): ItemKey => ({
  PK: accountPk(accountId),
  SK: `${purchasePrefix}${at.toISOString()}#${ref}`,
});
export const paymentKey = (paymentIntentId: string): ItemKey => ({ PK: `STRIPEPI#${paymentIntentId}`, SK: 'PAYMENT' });
/** Stripe ids carry their object's prefix (`cs_`, `in_`, `ch_`, `dp_`), so one key space holds them all. */
export const paidKey = (sessionOrInvoiceId: string): ItemKey => ({
  PK: `STRIPEPAID#${sessionOrInvoiceId}`,
  SK: 'PURCHASE',
});
export const reversalKey = (chargeOrDisputeId: string): ItemKey => ({
  PK: `STRIPEREV#${chargeOrDisputeId}`,
  SK: 'REVERSAL',
});
export const localSessionKey = (sessionId: string): ItemKey => ({ PK: `CHECKOUT#${sessionId}`, SK: 'SESSION' });
