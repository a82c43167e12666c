import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@aws-lambda-powertools/logger';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import type { BillingDeps } from '../../../functions/billing/deps.js';
import { billingImplementations } from '../../../functions/billing/implementations.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { accountIdFor } from '../../../functions/core/principal.js';
import { profileKey } from '../../../functions/core/store/keys.js';
import type { TableDeps } from '../../../functions/core/store/table.js';
import { startDynamo } from '../../../infra/local/standins/dynamodb.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { freshTable, seedProfile } from '../../integration/support/table.js';
import { lambdaContext, restEvent } from '../core/fakes.js';

/** DynamoDB Local for this file: the money rules are proven against real conditional transactions. */
export async function startTable(): Promise<{ table: TableDeps; stop: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'billing-ddb-'));
  const dynamo = await startDynamo(dir);
  const table = await freshTable({ AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint, AWS_REGION: 'us-east-1' }, 'billing');
  return {
    table,
    stop: async () => {
      table.ddb.destroy();
      await dynamo.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export const webhookSecret = 'whsec_test_secret_for_billing_tests';
export const prices = {
  plans: { 1: 'price_basico_test', 2: 'price_prof_test', 3: 'price_emp_test' },
  extra: 'price_extra_test',
} as const;

/** The billing family's handler through the real pipeline, with test dependencies. */
export function billingHandler(deps: BillingDeps, now: () => Date = () => new Date()) {
  const logger = new Logger({ serviceName: 'billing-test', logLevel: 'SILENT' });
  return createFamilyHandler(
    'billing',
    billingImplementations({ deps: async () => deps, available: () => true }),
    () => ({ logger, now, price: operationPrice }),
  );
}

export type Handler = ReturnType<typeof billingHandler>;

/** A new user: Cognito subject, its account id, and its profile in the table. */
export async function newUser(table: TableDeps, options: { credits?: number; plan?: number } = {}) {
  const sub = crypto.randomUUID();
  const accountId = accountIdFor(sub);
  await seedProfile(table, accountId, options);
  return { sub, accountId, claims: { claims: { sub, email: `${sub}@example.com` } } };
}

export async function profile(table: TableDeps, accountId: string): Promise<Record<string, unknown>> {
  const { Item } = await table.ddb.send(
    new GetCommand({ TableName: table.tableName, Key: profileKey(accountId), ConsistentRead: true }),
  );
  return Item ?? {};
}

/** Posts a Stripe event signed with `secret` (timestamp in seconds) to the webhook route. */
export function deliver(
  handler: Handler,
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; tamper?: boolean } = {},
) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  const body = options.tamper ? payload.replace('"amount_paid": ', '"amount_paid": 9') : payload;
  return handler(
    restEvent({
      method: 'POST',
      resource: '/api/billing/webhook',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
      body,
    }),
    lambdaContext(),
  );
}

export function userCall(
  handler: Handler,
  user: { claims: Record<string, unknown> },
  method: 'GET' | 'POST',
  resource: string,
  options: {
    body?: unknown;
    path?: string;
    pathParameters?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  return handler(
    restEvent({
      method,
      resource,
      path: options.path ?? resource,
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      authorizer: user.claims,
      pathParameters: options.pathParameters,
    }),
    lambdaContext(),
  );
}

let seq = 0;
const evtId = () => `evt_test_${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The same Stripe object announced again under a new event id (Stripe may do so; so may a resent event). */
export const reissued = <E extends { id: string; type: string }>(event: E, type: string = event.type): E => ({
  ...event,
  id: evtId(),
  type,
});

/** Stripe-shaped events (API 2026-10-28: invoice line prices under `pricing.price_details`). */
export const events = {
  invoicePaid(
    customer: string,
    priceId: string,
    amount: number,
    extra: { id?: string; reason?: string; pi?: string } = {},
  ) {
    const invoiceId = extra.id ?? `in_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
    return {
      id: evtId(),
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      api_version: '2026-10-28.endive',
      data: {
        object: {
          id: invoiceId,
          object: 'invoice',
          customer,
          amount_paid: amount,
          currency: 'brl',
          billing_reason: extra.reason ?? 'subscription_create',
          created: Math.floor(Date.now() / 1000),
          status: 'paid',
          lines: {
            object: 'list',
            data: [
              {
                id: 'il_1',
                object: 'line_item',
                amount,
                pricing: { type: 'price_details', price_details: { price: priceId, product: 'prod_x' } },
                period: { start: 1, end: 2 },
              },
            ],
          },
          ...(extra.pi
            ? {
                payments: {
                  object: 'list',
                  data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: extra.pi } }],
                },
              }
            : {}),
        },
      },
    };
  },
  subscription(
    type: 'created' | 'updated' | 'deleted',
    customer: string,
    priceId: string,
    options: { id?: string; status?: string; cancelAtPeriodEnd?: boolean; created?: number; periodEnd?: number } = {},
  ) {
    const created = options.created ?? Math.floor(Date.now() / 1000);
    return {
      id: evtId(),
      object: 'event',
      type: `customer.subscription.${type}`,
      created,
      data: {
        object: {
          id: options.id ?? 'sub_test_1',
          object: 'subscription',
          customer,
          status: options.status ?? (type === 'deleted' ? 'canceled' : 'active'),
          cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
          metadata: {},
          items: {
            object: 'list',
            data: [
              { id: 'si_1', price: { id: priceId }, current_period_end: options.periodEnd ?? created + 30 * 86_400 },
            ],
          },
        },
      },
    };
  },
  packCompleted(customer: string, accountId: string, pi: string, amount = 6900) {
    return {
      id: evtId(),
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_test_${crypto.randomUUID().replaceAll('-', '')}`,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          status: 'complete',
          customer,
          client_reference_id: accountId,
          metadata: { accountId, purchase: 'extra' },
          amount_total: amount,
          currency: 'brl',
          payment_intent: pi,
        },
      },
    };
  },
  chargeRefunded(customer: string, pi: string, amount: number, refunded: number) {
    return {
      id: evtId(),
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `ch_${pi}`,
          object: 'charge',
          customer,
          payment_intent: pi,
          amount,
          amount_refunded: refunded,
          refunded: refunded >= amount,
        },
      },
    };
  },
  disputeClosed(pi: string, amount: number, status: 'lost' | 'won') {
    return {
      id: evtId(),
      object: 'event',
      type: 'charge.dispute.closed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `dp_${pi}`, object: 'dispute', status, amount, payment_intent: pi, charge: `ch_${pi}` } },
    };
  },
};
