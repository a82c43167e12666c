import { accountPk, type ItemKey } from '../../core/store/keys.js';

/**
 * Billing items of the single table (beside the layout in functions/core/store/keys.ts):
 *
 * | Item | PK | SK |
 * |---|---|---|
 * | processed Stripe event | `STRIPEEVT#<evt id>` | `EVENT` |
 * | Stripe customer → account | `STRIPECUST#<cus id>` | `CUSTOMER` |
 * | purchase (plan invoice or pack) | `ACCT#<accountId>` | `PURCHASE#<ISO time>#<ref>` |
 * | payment intent → purchase | `STRIPEPI#<pi id>` | `PAYMENT` |
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
export const localSessionKey = (sessionId: string): ItemKey => ({ PK: `CHECKOUT#${sessionId}`, SK: 'SESSION' });
