import type Stripe from 'stripe';
import { AppError } from '../../core/errors.js';
import { purchaseTag } from '../products.js';
import { stripeLocales } from '../site.js';
import type { CheckoutSessionView, PaymentsProvider, PlanChange } from './types.js';

/** The API version this code is written against; pinned so a Stripe account upgrade cannot change payloads. */
export const stripeApiVersion = '2026-10-28.endive' as const;

export interface StripeClientOptions {
  readonly secretKey: string;
  /** Tests point the SDK at a loopback fake; production leaves these out. */
  readonly host?: string;
  readonly port?: number;
  readonly protocol?: 'http' | 'https';
}

/**
 * The SDK (about 0.25 MB) is loaded when a client is first made or a webhook first checked, not when this module is
 * imported: every function that bundles the billing code (the platform's account data too) paid its evaluation at
 * each cold start (docs/performance.md, "Cold starts"). In a bundle the dynamic import stays in the one file, as a
 * module esbuild evaluates on first use.
 */
let sdk: Promise<typeof Stripe> | undefined;
export const loadStripe = (): Promise<typeof Stripe> => {
  sdk ??= import('stripe').then((loaded) => loaded.default);
  return sdk;
};

export async function createStripeClient(options: StripeClientOptions): Promise<Stripe> {
  const Sdk = await loadStripe();
  return new Sdk(options.secretKey, {
    apiVersion: stripeApiVersion,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'alquimia' },
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
}

/** Stripe failures are the provider's, not the caller's: 502 with the cause logged. */
async function upstream<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('provider_error', `The payment provider failed to ${what}.`, { cause });
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** PaymentsProvider over the official SDK; the client may still be loading (createStripeClient). */
export function createStripeProvider(client: Stripe | Promise<Stripe>): PaymentsProvider {
  // A client that failed to load is the provider's failure, answered by the call that needed it (upstream).
  const ready = Promise.resolve(client);
  ready.catch(() => undefined);
  return {
    kind: 'stripe',
    createCustomer: (buyer) =>
      upstream('create the customer', async () => {
        const stripe = await ready;
        const customer = await stripe.customers.create(
          { email: buyer.email, name: buyer.name || undefined, metadata: { accountId: buyer.accountId } },
          // One customer per account even when two first checkouts race.
          { idempotencyKey: `customer-${buyer.accountId}` },
        );
        return customer.id;
      }),

    createCheckout: (request) =>
      upstream('start the checkout', async () => {
        const stripe = await ready;
        const tag = purchaseTag(request.purchase);
        const metadata = { accountId: request.buyer.accountId, purchase: tag };
        const subscription = request.purchase.kind === 'plan';
        const session = await stripe.checkout.sessions.create({
          mode: subscription ? 'subscription' : 'payment',
          customer: request.customerId,
          client_reference_id: request.buyer.accountId,
          line_items: [{ price: request.priceId, quantity: 1 }],
          metadata,
          ...(subscription
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata }, invoice_creation: { enabled: true } }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          locale: stripeLocales[request.language],
        });
        if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
        return { id: session.id, url: session.url };
      }),

    createPortal: (customerId, returnUrl, language, change?: PlanChange) =>
      upstream('open the billing portal', async () => {
        const stripe = await ready;
        let flow: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined;
        if (change) {
          const subscription = await stripe.subscriptions.retrieve(change.subscriptionId);
          const item = subscription.items.data[0];
          if (item) {
            flow = {
              type: 'subscription_update_confirm',
              subscription_update_confirm: {
                subscription: change.subscriptionId,
                items: [{ id: item.id, price: change.priceId, quantity: 1 }],
              },
            };
          }
        }
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale: stripeLocales[language],
          ...(flow ? { flow_data: flow } : {}),
        });
        return { url: session.url };
      }),

    retrieveCheckout: (sessionId) =>
      upstream('read the checkout session', async (): Promise<CheckoutSessionView | undefined> => {
        const stripe = await ready;
        const Sdk = await loadStripe();
        let session: Stripe.Checkout.Session;
        try {
          session = await stripe.checkout.sessions.retrieve(sessionId);
        } catch (error) {
          if (error instanceof Sdk.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
          throw error;
        }
        return {
          id: session.id,
          accountId: session.client_reference_id ?? undefined,
          status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
          paymentStatus:
            session.payment_status === 'paid'
              ? 'paid'
              : session.payment_status === 'no_payment_required'
                ? 'no_payment_required'
                : 'unpaid',
          mode: session.mode === 'subscription' ? 'subscription' : 'payment',
          amountTotal: session.amount_total,
          currency: session.currency,
          purchaseTag: session.metadata?.purchase,
          created: session.created,
        };
      }),

    paymentIntentOfInvoice: (invoiceId) =>
      upstream('read the invoice payments', async () => {
        const stripe = await ready;
        const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
        const paid = payments.data.find((p) => p.status === 'paid') ?? payments.data[0];
        return idOf(paid?.payment.payment_intent);
      }),

    cancelAtPeriodEnd: (subscriptionId) =>
      upstream('cancel the subscription', async () => {
        const stripe = await ready;
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: true },
          { idempotencyKey: `cancel-at-period-end-${subscriptionId}` },
        );
      }),
  };
}
