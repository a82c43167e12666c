import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomAlphanumeric } from '../../../shared/ids.js';
import { localSessionKey } from '../../core/store/billing-keys.js';
import { isConditionFailure } from '../../core/store/errors.js';
import type { TableDeps } from '../../core/store/table.js';
import { amountOf, purchaseTag } from '../products.js';
import { type LocalSession, localSession } from '../store/items.js';
import type { CheckoutSessionView, PaymentsProvider } from './types.js';

/** Where the local platform serves the test checkout (infra/local/checkout). Never deployed. */
export const localCheckoutPath = '/local/checkout';

/** Local object ids: Stripe's shapes with a `local` marker, so they can never be mistaken for real ones. */
export const localIds = {
  customer: (accountId: string): string =>
    `cus_local_${createHash('sha256').update(accountId).digest('hex').slice(0, 20)}`,
  session: (): string => `cs_local_${randomAlphanumeric(24)}`,
  /** The local checkout pays each invoice with one payment intent named after it. */
  paymentIntentOf: (invoiceId: string): string => `pi_${invoiceId.replace(/^in_/, '')}`,
};

export async function readLocalSession(
  { ddb, tableName }: TableDeps,
  sessionId: string,
): Promise<LocalSession | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: tableName, Key: localSessionKey(sessionId), ConsistentRead: true }),
  );
  return Item ? localSession.parse(Item) : undefined;
}

export async function writeLocalSession({ ddb, tableName }: TableDeps, session: LocalSession): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...localSessionKey(session.sessionId), type: 'local-checkout', ...session },
    }),
  );
}

/** The origin of a return URL the checkout built (already one of the site's own), else the configured one. */
const siteOf = (returnUrl: string, fallback: string): string =>
  URL.canParse(returnUrl) ? new URL(returnUrl).origin : fallback;

/** Marks an open session paid; false when it was not open (already paid, even by a concurrent click). */
export async function completeLocalSession({ ddb, tableName }: TableDeps, sessionId: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: localSessionKey(sessionId),
        UpdateExpression: 'SET #status = :complete, paymentStatus = :paid',
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':complete': 'complete', ':paid': 'paid', ':open': 'open' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The local stand-in for Stripe: sessions live in the table and the checkout and portal are pages of the local
 * platform, which send signed events to the real webhook (infra/local/checkout).
 */
export function createLocalProvider(table: TableDeps, publicBaseUrl: string, now: () => Date): PaymentsProvider {
  return {
    kind: 'local',
    createCustomer: async (buyer) => localIds.customer(buyer.accountId),

    async createCheckout(request) {
      const sessionId = localIds.session();
      await writeLocalSession(table, {
        sessionId,
        accountId: request.buyer.accountId,
        customerId: request.customerId,
        purchase: purchaseTag(request.purchase),
        mode: request.purchase.kind === 'plan' ? 'subscription' : 'payment',
        status: 'open',
        paymentStatus: 'unpaid',
        amountTotal: amountOf(request.purchase),
        currency: 'brl',
        createdAt: now().toISOString(),
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        locale: request.language,
      });
      // Served by the same local platform the visitor comes back to (localhost or 127.0.0.1).
      return { id: sessionId, url: `${siteOf(request.cancelUrl, publicBaseUrl)}${localCheckoutPath}/${sessionId}` };
    },

    async createPortal(customerId, returnUrl, language, change) {
      const query = new URLSearchParams({ customer: customerId, return_url: returnUrl, locale: language });
      if (change) query.set('price', change.priceId);
      return { url: `${siteOf(returnUrl, publicBaseUrl)}${localCheckoutPath}/portal?${query.toString()}` };
    },

    async retrieveCheckout(sessionId): Promise<CheckoutSessionView | undefined> {
      const session = await readLocalSession(table, sessionId);
      if (!session) return undefined;
      return {
        id: session.sessionId,
        accountId: session.accountId,
        status: session.status,
        paymentStatus: session.paymentStatus,
        mode: session.mode,
        amountTotal: session.amountTotal,
        currency: session.currency,
        purchaseTag: session.purchase,
        created: Math.floor(Date.parse(session.createdAt) / 1000),
      };
    },

    paymentIntentOfInvoice: async (invoiceId) => localIds.paymentIntentOf(invoiceId),

    // The local checkout keeps no subscription objects of its own (its portal sends the events by hand): there is
    // nothing to schedule, and the deleted account's profile, which held the plan, is gone.
    cancelAtPeriodEnd: async () => undefined,
  };
}
