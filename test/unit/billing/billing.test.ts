import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillingDeps } from '../../../functions/billing/deps.js';
import { createStripeClient, createStripeProvider } from '../../../functions/billing/provider/stripe.js';
import { linkCustomer } from '../../../functions/billing/store/ledger.js';
import type { FamilyHandler } from '../../../functions/core/handler.js';
import type { TableDeps } from '../../../functions/core/store/table.js';
import { listUsage } from '../../../functions/platform/accounts/usage.js';
import { dailyQuota } from '../../../shared/plans.js';
import { lambdaContext, restEvent } from '../core/fakes.js';
import { type FakeStripe, startFakeStripe } from './fake-stripe.js';
import {
  billingHandler,
  deliver,
  events,
  type Handler,
  newUser,
  prices,
  profile,
  reissued,
  startTable,
  userCall,
  webhookSecret,
} from './harness.js';

/**
 * Billing through the real pipeline: the official SDK against a loopback fake Stripe API, events signed with the
 * SDK's test-header helper, and every credit and plan change checked in DynamoDB Local.
 */

// DynamoDB Local on two shared cores: concurrency tests need more than the default 5 s when the machine is busy.
vi.setConfig({ testTimeout: 30_000 });

let table: TableDeps;
let stopTable: () => Promise<void>;
let stripe: FakeStripe;
let handler: Handler;

beforeAll(async () => {
  [{ table, stop: stopTable }, stripe] = await Promise.all([startTable(), startFakeStripe()]);
  const client = createStripeClient({
    secretKey: 'sk_test_fake',
    host: stripe.host,
    port: stripe.port,
    protocol: 'http',
  });
  const deps: BillingDeps = {
    table,
    provider: createStripeProvider(client),
    prices: { plans: { ...prices.plans }, extra: prices.extra },
    webhookSecret,
    publicBaseUrl: 'https://app.example.test',
    logger: { info: () => {}, warn: () => {}, error: () => {} },
  };
  handler = billingHandler(deps);
}, 60_000);

afterAll(async () => {
  await Promise.all([stopTable?.(), stripe?.close()]);
});

const bodyOf = (response: { body: string }): Record<string, unknown> => JSON.parse(response.body);

/** A user whose Stripe customer is already linked (as after their first checkout). */
async function customer(options: { credits?: number; plan?: number } = {}) {
  const user = await newUser(table, options);
  const customerId = `cus_${user.sub.replaceAll('-', '').slice(0, 14)}`;
  await linkCustomer(table, customerId, user.accountId);
  return { ...user, customerId };
}

const credits = async (accountId: string) => (await profile(table, accountId)).credits;
const plan = async (accountId: string) => (await profile(table, accountId)).plan;

describe('webhook signature', () => {
  it('refuses a body that does not match its signature with 400 and grants nothing', async () => {
    const user = await customer({ credits: 20 });
    const response = await deliver(handler, events.invoicePaid(user.customerId, prices.plans[1], 5900), {
      tamper: true,
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(await credits(user.accountId)).toBe(20);
  });

  it('refuses a signature made with another secret, and one older than five minutes', async () => {
    const user = await customer({ credits: 20 });
    const event = events.invoicePaid(user.customerId, prices.plans[1], 5900);
    const wrong = await deliver(handler, event, { secret: 'whsec_someone_else' });
    const stale = await deliver(handler, event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect([wrong.statusCode, stale.statusCode]).toEqual([400, 400]);
    expect(await credits(user.accountId)).toBe(20);
    // The same event, properly signed, still applies afterwards: the refusals recorded nothing.
    expect((await deliver(handler, event)).statusCode).toBe(200);
    expect(await credits(user.accountId)).toBe(1020);
  });

  it('refuses a delivery without a Stripe-Signature header', async () => {
    const response = await handler(
      restEvent({
        method: 'POST',
        resource: '/api/billing/webhook',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 'evt_1', type: 'invoice.paid' }),
      }),
      lambdaContext(),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('invoice.paid', () => {
  it('grants the plan credits once when the same event is delivered twice', async () => {
    const user = await customer({ credits: 20 });
    const event = events.invoicePaid(user.customerId, prices.plans[2], 19700);
    const first = await deliver(handler, event);
    const second = await deliver(handler, event);
    expect(bodyOf(first)).toMatchObject({ received: true, result: 'applied' });
    expect(bodyOf(second)).toMatchObject({ received: true, result: 'duplicate' });
    expect(await credits(user.accountId)).toBe(10_020);
    const history = await listUsage(table, user.accountId, 10);
    expect(history.items).toEqual([
      expect.objectContaining({ service_id: 'billing', operation_id: 'billing.plan-credits', credits_used: -10_000 }),
    ]);
  });

  it('grants once under 20 concurrent deliveries of one event', async () => {
    const user = await customer({ credits: 0 });
    const event = events.invoicePaid(user.customerId, prices.plans[1], 5900);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(handler, event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const results = responses.map((r) => bodyOf(r).result);
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(19);
    expect(await credits(user.accountId)).toBe(1000);
    expect((await listUsage(table, user.accountId, 50)).items).toHaveLength(1);
  });

  it('grants an invoice once when Stripe announces it again under another event id', async () => {
    const user = await customer({ credits: 0 });
    const event = events.invoicePaid(user.customerId, prices.plans[1], 5900, { pi: 'pi_invoice_twice' });
    const first = await deliver(handler, event);
    const again = await deliver(handler, reissued(event));
    expect([bodyOf(first).result, bodyOf(again).result]).toEqual(['applied', 'duplicate']);
    expect(await credits(user.accountId)).toBe(1000);
    expect((await listUsage(table, user.accountId, 10)).items).toHaveLength(1);
  });

  it('grants an invoice once under concurrent deliveries of different events for it', async () => {
    const user = await customer({ credits: 0 });
    const event = events.invoicePaid(user.customerId, prices.plans[2], 19700, { pi: 'pi_invoice_race' });
    const responses = await Promise.all(Array.from({ length: 8 }, () => deliver(handler, reissued(event))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(responses.filter((r) => bodyOf(r).result === 'applied')).toHaveLength(1);
    expect(await credits(user.accountId)).toBe(10_000);
    const summary = bodyOf(await userCall(handler, user, 'GET', '/api/billing/summary'));
    expect(summary.purchases).toHaveLength(1);
  });

  it('grants every renewal (credits roll over) and grants nothing for an invoice that collected nothing', async () => {
    const user = await customer({ credits: 0 });
    await deliver(handler, events.invoicePaid(user.customerId, prices.plans[1], 5900));
    await deliver(
      handler,
      events.invoicePaid(user.customerId, prices.plans[1], 5900, { reason: 'subscription_cycle' }),
    );
    await deliver(handler, events.invoicePaid(user.customerId, prices.plans[1], 0, { reason: 'subscription_cycle' }));
    expect(await credits(user.accountId)).toBe(2000);
  });

  it('grants an upgrade invoice in proportion to the amount paid for the new plan', async () => {
    const user = await customer({ credits: 0, plan: 1 });
    // Half of Profissional's R$ 197 charged as proration → half of its 10,000 credits.
    await deliver(
      handler,
      events.invoicePaid(user.customerId, prices.plans[2], 9850, { reason: 'subscription_update' }),
    );
    expect(await credits(user.accountId)).toBe(5000);
  });

  it('ignores invoices of prices that are not ours', async () => {
    const user = await customer({ credits: 7 });
    const response = await deliver(handler, events.invoicePaid(user.customerId, 'price_other_product', 1000));
    expect(bodyOf(response).result).toBe('applied');
    expect(await credits(user.accountId)).toBe(7);
  });
});

describe('subscriptions', () => {
  it('sets the plan, and with it the daily quota, from the subscription', async () => {
    const user = await customer();
    expect(dailyQuota(Number(await plan(user.accountId)))).toBe(100);
    await deliver(handler, events.subscription('created', user.customerId, prices.plans[3], { id: 'sub_q' }));
    expect(await plan(user.accountId)).toBe(3);
    expect(dailyQuota(3)).toBeNull();
    await deliver(handler, events.subscription('updated', user.customerId, prices.plans[2], { id: 'sub_q' }));
    expect(await plan(user.accountId)).toBe(2);
    expect(dailyQuota(Number(await plan(user.accountId)))).toBe(1000);
  });

  it('keeps the plan until the period ends when cancelled at period end, then drops it', async () => {
    const user = await customer();
    const t = Math.floor(Date.now() / 1000);
    const periodEnd = t + 30 * 86_400;
    await deliver(
      handler,
      events.subscription('created', user.customerId, prices.plans[2], { id: 'sub_c', created: t, periodEnd }),
    );
    await deliver(
      handler,
      events.subscription('updated', user.customerId, prices.plans[2], {
        id: 'sub_c',
        created: t + 5,
        cancelAtPeriodEnd: true,
        periodEnd,
      }),
    );
    const cancelling = await profile(table, user.accountId);
    expect(cancelling).toMatchObject({
      plan: 2,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });
    const summary = bodyOf(await userCall(handler, user, 'GET', '/api/billing/summary'));
    expect(summary).toMatchObject({ plano: 2, cancel_at_period_end: true, can_buy_extra: true });

    await deliver(
      handler,
      events.subscription('deleted', user.customerId, prices.plans[2], { id: 'sub_c', created: periodEnd }),
    );
    expect(await plan(user.accountId)).toBe(0);
    expect(bodyOf(await userCall(handler, user, 'GET', '/api/billing/summary'))).toMatchObject({
      plano: 0,
      can_buy_extra: false,
      current_period_end: null,
    });
  });

  it('tolerates out-of-order delivery: an older update arriving after a newer one changes nothing', async () => {
    const user = await customer();
    const t = Math.floor(Date.now() / 1000);
    await deliver(
      handler,
      events.subscription('deleted', user.customerId, prices.plans[1], { id: 'sub_o', created: t + 10 }),
    );
    const late = await deliver(
      handler,
      events.subscription('created', user.customerId, prices.plans[1], { id: 'sub_o', created: t }),
    );
    expect(bodyOf(late).result).toBe('stale');
    expect(await plan(user.accountId)).toBe(0);
  });

  it('does not let the end of a replaced subscription drop the new one', async () => {
    const user = await customer();
    const t = Math.floor(Date.now() / 1000);
    await deliver(
      handler,
      events.subscription('created', user.customerId, prices.plans[3], { id: 'sub_new', created: t }),
    );
    await deliver(
      handler,
      events.subscription('deleted', user.customerId, prices.plans[1], { id: 'sub_old', created: t + 1 }),
    );
    expect(await plan(user.accountId)).toBe(3);
  });
});

describe('extra pack', () => {
  it('refuses a checkout of the pack for an account without a plan (403) and creates no session', async () => {
    const user = await newUser(table, { plan: 0 });
    const before = stripe.requests.length;
    const response = await userCall(handler, user, 'POST', '/api/billing/checkout', { body: { pack: 'extra' } });
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toMatchObject({ code: 'forbidden', reason: 'subscribers_only' });
    expect(stripe.requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions')).toEqual([]);
  });

  it('grants 1,500 credits once when a paid pack checkout completes', async () => {
    const user = await customer({ credits: 3, plan: 1 });
    const event = events.packCompleted(user.customerId, user.accountId, 'pi_pack_once');
    await Promise.all([deliver(handler, event), deliver(handler, event)]);
    expect(await credits(user.accountId)).toBe(1503);
    const summary = bodyOf(await userCall(handler, user, 'GET', '/api/billing/summary'));
    expect(summary.purchases).toEqual([
      expect.objectContaining({ kind: 'extra', credits: 1500, amount_total: 6900, status: 'paid' }),
    ]);
  });

  it('grants a pack once when its checkout session is announced again under another event id', async () => {
    const user = await customer({ credits: 0, plan: 1 });
    const event = events.packCompleted(user.customerId, user.accountId, 'pi_pack_reissued');
    const second = reissued(event);
    const first = await deliver(handler, event);
    const again = await deliver(handler, second);
    const async = await deliver(handler, reissued(event, 'checkout.session.async_payment_succeeded'));
    expect([first, again, async].map((r) => bodyOf(r).result)).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await credits(user.accountId)).toBe(1500);
    expect((await listUsage(table, user.accountId, 10)).items).toHaveLength(1);
    // The event id that lost is recorded: its own redelivery is a plain duplicate.
    expect(bodyOf(await deliver(handler, second)).result).toBe('duplicate');
  });

  it('grants a pack once under concurrent deliveries of different events for its session', async () => {
    const user = await customer({ credits: 0, plan: 1 });
    const event = events.packCompleted(user.customerId, user.accountId, 'pi_pack_race');
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(handler, reissued(event))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.filter((r) => bodyOf(r).result === 'applied')).toHaveLength(1);
    expect(await credits(user.accountId)).toBe(1500);
    const summary = bodyOf(await userCall(handler, user, 'GET', '/api/billing/summary'));
    expect(summary.purchases).toHaveLength(1);
  });

  it('pays a payment intent out once, even when it appears under another checkout session', async () => {
    const user = await customer({ credits: 0, plan: 1 });
    await deliver(handler, events.packCompleted(user.customerId, user.accountId, 'pi_pack_shared'));
    const other = await deliver(handler, events.packCompleted(user.customerId, user.accountId, 'pi_pack_shared'));
    expect(bodyOf(other).result).toBe('duplicate');
    expect(await credits(user.accountId)).toBe(1500);
  });
});

describe('refunds and disputes', () => {
  it('takes back the credits of a refunded payment, never below zero', async () => {
    const user = await customer({ credits: 0, plan: 1 });
    await deliver(handler, events.packCompleted(user.customerId, user.accountId, 'pi_refund_zero'));
    expect(await credits(user.accountId)).toBe(1500);
    // 1,000 of the 1,500 were spent before the refund.
    await table.ddb.send(
      new (await import('@aws-sdk/lib-dynamodb')).UpdateCommand({
        TableName: table.tableName,
        Key: { PK: `ACCT#${user.accountId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET credits = :c',
        ExpressionAttributeValues: { ':c': 500 },
      }),
    );
    const refund = events.chargeRefunded(user.customerId, 'pi_refund_zero', 6900, 6900);
    await deliver(handler, refund);
    await deliver(handler, refund);
    expect(await credits(user.accountId)).toBe(0);
    const history = await listUsage(table, user.accountId, 10);
    expect(history.items[0]).toMatchObject({ operation_id: 'billing.refund', credits_used: 500, kind: 'charge' });
    const summary = bodyOf(await userCall(handler, user, 'GET', '/api/billing/summary'));
    expect(summary.purchases).toEqual([expect.objectContaining({ status: 'refunded' })]);
  });

  it('takes back in proportion to a partial refund, and the rest when refunded in full later', async () => {
    const user = await customer({ credits: 0, plan: 1 });
    await deliver(handler, events.packCompleted(user.customerId, user.accountId, 'pi_partial'));
    await deliver(handler, events.chargeRefunded(user.customerId, 'pi_partial', 6900, 2300));
    expect(await credits(user.accountId)).toBe(1000);
    await deliver(handler, events.chargeRefunded(user.customerId, 'pi_partial', 6900, 6900));
    expect(await credits(user.accountId)).toBe(0);
  });

  it('takes back a plan invoice paid by a payment intent found through the Stripe API', async () => {
    const user = await customer({ credits: 0 });
    stripe.invoicePayments.set('in_lookup_1', 'pi_invoice_1');
    await deliver(handler, events.invoicePaid(user.customerId, prices.plans[1], 5900, { id: 'in_lookup_1' }));
    expect(await credits(user.accountId)).toBe(1000);
    await deliver(handler, events.disputeClosed('pi_invoice_1', 5900, 'lost'));
    expect(await credits(user.accountId)).toBe(0);
    expect((await listUsage(table, user.accountId, 10)).items[0]).toMatchObject({ operation_id: 'billing.dispute' });
  });

  it('takes back a refund once when it is announced again under another event id, even concurrently', async () => {
    const user = await customer({ credits: 0, plan: 1 });
    await deliver(handler, events.packCompleted(user.customerId, user.accountId, 'pi_refund_reissued'));
    const refund = events.chargeRefunded(user.customerId, 'pi_refund_reissued', 6900, 2300);
    const responses = await Promise.all(Array.from({ length: 6 }, () => deliver(handler, reissued(refund))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(responses.filter((r) => bodyOf(r).result === 'applied')).toHaveLength(1);
    expect(await credits(user.accountId)).toBe(1000);
    expect(bodyOf(await deliver(handler, reissued(refund))).result).toBe('duplicate');
    expect(await credits(user.accountId)).toBe(1000);
  });

  it('adds a lost dispute of the rest to an earlier partial refund: the whole payment is taken back', async () => {
    const user = await customer({ credits: 0, plan: 1 });
    await deliver(handler, events.packCompleted(user.customerId, user.accountId, 'pi_refund_then_dispute'));
    await deliver(handler, events.chargeRefunded(user.customerId, 'pi_refund_then_dispute', 6900, 2300));
    expect(await credits(user.accountId)).toBe(1000);
    // The customer disputes the 46.00 that was not refunded, and wins.
    const lost = events.disputeClosed('pi_refund_then_dispute', 4600, 'lost');
    await deliver(handler, lost);
    await deliver(handler, reissued(lost));
    expect(await credits(user.accountId)).toBe(0);
    const summary = bodyOf(await userCall(handler, user, 'GET', '/api/billing/summary'));
    expect(summary.purchases).toEqual([expect.objectContaining({ status: 'refunded' })]);
  });

  it('leaves the credits alone when a dispute is won', async () => {
    const user = await customer({ credits: 0, plan: 1 });
    await deliver(handler, events.packCompleted(user.customerId, user.accountId, 'pi_won'));
    await deliver(handler, events.disputeClosed('pi_won', 6900, 'won'));
    expect(await credits(user.accountId)).toBe(1500);
  });

  it('answers 5xx (so Stripe retries) for a refund of our customer whose payment is not recorded yet', async () => {
    const user = await customer({ credits: 10 });
    const response = await deliver(handler, events.chargeRefunded(user.customerId, 'pi_not_yet', 5900, 5900));
    expect(response.statusCode).toBe(500);
    expect(await credits(user.accountId)).toBe(10);
  });
});

describe('checkout and portal', () => {
  it('creates the customer once, links the session to the account and returns the Stripe URL', async () => {
    const user = await newUser(table);
    const first = await userCall(handler, user, 'POST', '/api/billing/checkout', { body: { planId: 2 } });
    const second = await userCall(handler, user, 'POST', '/api/billing/checkout', { body: { planId: '1' } });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(bodyOf(first).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    const customers = stripe.requests.filter(
      (r) => r.path === '/v1/customers' && r.form.get('metadata[accountId]') === user.accountId,
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]?.headers['idempotency-key']).toBe(`customer-${user.accountId}`);
    const session = stripe.requests.findLast(
      (r) => r.path === '/v1/checkout/sessions' && r.form.get('client_reference_id') === user.accountId,
    );
    expect(session?.form.get('mode')).toBe('subscription');
    expect(session?.form.get('line_items[0][price]')).toBe(prices.plans[1]);
    expect(session?.form.get('subscription_data[metadata][accountId]')).toBe(user.accountId);
    expect(session?.form.get('success_url')).toBe(
      `https://app.example.test/payment-success?session_id={CHECKOUT_SESSION_ID}&plan_id=1&user_id=${user.accountId}`,
    );
    expect(session?.form.get('cancel_url')).toBe('https://app.example.test/payment-cancelled');
    expect(session?.headers['stripe-version']).toBe('2026-10-28.endive');
  });

  it('sells the pack to a subscriber as a one-off payment', async () => {
    const user = await newUser(table, { plan: 2 });
    const response = await userCall(handler, user, 'POST', '/api/billing/checkout', { body: { pack: 'extra' } });
    expect(response.statusCode).toBe(200);
    const session = stripe.requests.findLast(
      (r) => r.path === '/v1/checkout/sessions' && r.form.get('client_reference_id') === user.accountId,
    );
    expect(session?.form.get('mode')).toBe('payment');
    expect(session?.form.get('line_items[0][price]')).toBe(prices.extra);
  });

  it('rejects both or neither of planId and pack, and an unknown plan, with 400', async () => {
    const user = await newUser(table);
    for (const body of [{}, { planId: 1, pack: 'extra' }, { planId: 4 }]) {
      const response = await userCall(handler, user, 'POST', '/api/billing/checkout', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await userCall(handler, { claims: {} }, 'POST', '/api/billing/checkout', { body: { planId: 1 } });
    expect(response.statusCode).toBe(401);
  });

  it('shows a checkout session to its own account only', async () => {
    const owner = await newUser(table, { credits: 42 });
    const stranger = await newUser(table);
    const { sessionId } = bodyOf(
      await userCall(handler, owner, 'POST', '/api/billing/checkout', { body: { planId: 2 } }),
    );
    expect(typeof sessionId).toBe('string');
    const id = String(sessionId);
    const session = stripe.sessions.get(id);
    if (session) Object.assign(session, { status: 'complete', payment_status: 'paid' });
    const path = `/api/checkout-session/${id}`;
    const mine = await userCall(handler, owner, 'GET', '/api/checkout-session/{id}', { path, pathParameters: { id } });
    expect(mine.statusCode).toBe(200);
    expect(bodyOf(mine)).toMatchObject({
      payment_status: 'paid',
      amount_total: 19700,
      plan_id: 2,
      pack: false,
      balance: 42,
    });
    const theirs = await userCall(handler, stranger, 'GET', '/api/checkout-session/{id}', {
      path,
      pathParameters: { id },
    });
    expect(theirs.statusCode).toBe(404);
    const missing = await userCall(handler, owner, 'GET', '/api/checkout-session/{id}', {
      path: '/api/checkout-session/cs_test_nope',
      pathParameters: { id: 'cs_test_nope' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a subscriber choosing another plan to the portal to confirm the change', async () => {
    const user = await customer({ plan: 1 });
    await deliver(handler, events.subscription('created', user.customerId, prices.plans[1], { id: 'sub_change' }));
    await table.ddb.send(
      new (await import('@aws-sdk/lib-dynamodb')).UpdateCommand({
        TableName: table.tableName,
        Key: { PK: `ACCT#${user.accountId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET stripeCustomerId = :c',
        ExpressionAttributeValues: { ':c': user.customerId },
      }),
    );
    const response = await userCall(handler, user, 'POST', '/api/billing/checkout', { body: { planId: 3 } });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      sessionId: null,
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//),
    });
    const portal = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(portal?.form.get('flow_data[type]')).toBe('subscription_update_confirm');
    expect(portal?.form.get('flow_data[subscription_update_confirm][items][0][price]')).toBe(prices.plans[3]);
    expect(portal?.form.get('customer')).toBe(user.customerId);
  });

  it("opens the checkout in the language asked for, else the account's language, else Portuguese", async () => {
    const user = await newUser(table);
    const sessionOf = () =>
      stripe.requests.findLast(
        (r) => r.path === '/v1/checkout/sessions' && r.form.get('client_reference_id') === user.accountId,
      );
    await userCall(handler, user, 'POST', '/api/billing/checkout', { body: { planId: 1 } });
    expect(sessionOf()?.form.get('locale')).toBe('pt-BR');
    await table.ddb.send(
      new (await import('@aws-sdk/lib-dynamodb')).UpdateCommand({
        TableName: table.tableName,
        Key: { PK: `ACCT#${user.accountId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET #l = :l',
        ExpressionAttributeNames: { '#l': 'language' },
        ExpressionAttributeValues: { ':l': 'fr' },
      }),
    );
    await userCall(handler, user, 'POST', '/api/billing/checkout', { body: { planId: 1 } });
    expect(sessionOf()?.form.get('locale')).toBe('fr');
    await userCall(handler, user, 'POST', '/api/billing/checkout', { body: { planId: 1, locale: 'es' } });
    expect(sessionOf()?.form.get('locale')).toBe('es');
    const portal = await userCall(handler, user, 'POST', '/api/billing/portal', { body: { locale: 'en' } });
    expect(portal.statusCode).toBe(200);
    expect(stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.form.get('locale')).toBe('en');
    const unknown = await userCall(handler, user, 'POST', '/api/billing/checkout', {
      body: { planId: 1, locale: 'de' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("returns to the site origin the request came from only when it is one of the site's own", async () => {
    const local = billingHandler({
      table,
      provider: createStripeProvider(
        createStripeClient({ secretKey: 'sk_test_fake', host: stripe.host, port: stripe.port, protocol: 'http' }),
      ),
      prices: { plans: { ...prices.plans }, extra: prices.extra },
      webhookSecret,
      publicBaseUrl: 'http://localhost:3000',
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const user = await newUser(table);
    const returnsTo = async (headers: Record<string, string>) => {
      const response = await userCall(local, user, 'POST', '/api/billing/checkout', { body: { planId: 1 }, headers });
      expect(response.statusCode).toBe(200);
      const session = stripe.requests.findLast(
        (r) => r.path === '/v1/checkout/sessions' && r.form.get('client_reference_id') === user.accountId,
      );
      return new URL(session?.form.get('cancel_url') ?? '').origin;
    };
    // The same local platform under another loopback name: back to where the visitor is.
    expect(await returnsTo({ Origin: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(await returnsTo({ Host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    // Anything else is not ours: the configured origin, never an open redirect.
    for (const origin of ['https://evil.example', 'http://127.0.0.1:4000', 'https://127.0.0.1:3000', 'null']) {
      expect(await returnsTo({ Origin: origin }), origin).toBe('http://localhost:3000');
    }
    // A deployed site with its own domain only ever returns to it.
    const portal = await userCall(handler, user, 'POST', '/api/billing/portal', {
      body: {},
      headers: { Origin: 'https://evil.example' },
    });
    expect(portal.statusCode).toBe(200);
    const returnUrl = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.form.get('return_url');
    expect(returnUrl).toBe('https://app.example.test/dashboard/creditos');
  });

  it('opens the billing portal returning to the credits page', async () => {
    const user = await newUser(table);
    const response = await userCall(handler, user, 'POST', '/api/billing/portal', { body: {} });
    expect(response.statusCode).toBe(200);
    const portal = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(portal?.form.get('return_url')).toBe('https://app.example.test/dashboard/creditos');
  });
});

describe('local test checkout (no Stripe keys, STAGE=local)', () => {
  let gateway: Server;
  let base: string;
  let localHandler: FamilyHandler;

  beforeAll(async () => {
    // The production wiring, configured as the local platform configures it.
    const endpoint = await table.ddb.config.endpoint?.();
    Object.assign(process.env, {
      STAGE: 'local',
      KEY_SECRET: 'local-secret-for-billing-tests-0123456789',
      TABLE_NAME: table.tableName,
      FILES_BUCKET: 'files-bucket',
      MEDIA_BUCKET: 'media-bucket',
      JOBS_QUEUE_URL: 'http://127.0.0.1:1/queue/jobs',
      USER_POOL_ID: 'us-east-1_local',
      USER_POOL_CLIENT_ID: 'client',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: endpoint ? `${endpoint.protocol}//${endpoint.hostname}:${endpoint.port}` : '',
    });
    delete process.env.STRIPE_SECRET_KEY;
    localHandler = (await import('../../../functions/billing/handler.js')).handler;
    (await import('../../../functions/core/logger.js')).logger.setLogLevel('WARN');
    const { serveLocalCheckout } = await import('../../../infra/local/checkout/server.js');
    // A two-route stand-in for the local gateway: the checkout pages and the webhook.
    gateway = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname.startsWith('/local/checkout')) {
        void serveLocalCheckout(req, res);
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        const result = await localHandler(
          restEvent({ method: 'POST', resource: '/api/billing/webhook', headers, body: Buffer.concat(chunks) }),
          lambdaContext(),
        );
        res.writeHead(result.statusCode, { 'content-type': 'application/json' });
        res.end(result.body);
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const address = gateway.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    process.env.PUBLIC_BASE_URL = base;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => gateway?.close(() => resolve()));
  });

  const call = (
    user: { claims: Record<string, unknown> },
    method: 'GET' | 'POST',
    resource: string,
    body?: unknown,
    id?: string,
  ) =>
    localHandler(
      restEvent({
        method,
        resource,
        path: id ? resource.replace('{id}', id) : resource,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        authorizer: user.claims,
        pathParameters: id ? { id } : undefined,
      }),
      lambdaContext(),
    );

  it("shows the local checkout in the dashboard's language and returns to the loopback name the visitor used", async () => {
    const sub = crypto.randomUUID();
    const user = { claims: { claims: { sub, email: 'lang@example.test' } } };
    const other = base.replace('127.0.0.1', 'localhost');
    const checkout = bodyOf(
      await localHandler(
        restEvent({
          method: 'POST',
          resource: '/api/billing/checkout',
          headers: { 'Content-Type': 'application/json', Origin: other },
          body: JSON.stringify({ planId: 2, locale: 'en' }),
          authorizer: user.claims,
        }),
        lambdaContext(),
      ),
    );
    expect(String(checkout.url)).toMatch(new RegExp(`^${other}/local/checkout/cs_local_`));
    const html = (await (await fetch(String(checkout.url).replace(other, base))).text()).replace(/\u00a0/g, ' ');
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('Profissional plan (monthly)');
    expect(html).toContain('>Pay</button>');
    expect(html).not.toContain('Pagar');
    const paid = await fetch(`${String(checkout.url).replace(other, base)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toMatch(new RegExp(`^${other}/payment-success\\?`));
  }, 60_000);

  it('pays a local session once when its button is pressed many times at once', async () => {
    const sub = crypto.randomUUID();
    const user = { claims: { claims: { sub, email: 'twice@example.test' } } };
    const accountId = `acct_${sub.replaceAll('-', '')}`;
    const checkout = bodyOf(await call(user, 'POST', '/api/billing/checkout', { planId: 1 }));
    await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${String(checkout.url)}/pay`, { method: 'POST', redirect: 'manual' })),
    );
    expect(await profile(table, accountId)).toMatchObject({ plan: 1, credits: 1000 });
  }, 60_000);

  it('buys a plan, then the pack, through the local pages and signed events to the real webhook', async () => {
    const sub = crypto.randomUUID();
    const user = { claims: { claims: { sub, email: 'local@example.test' } } };
    const accountId = `acct_${sub.replaceAll('-', '')}`;
    // Provisioned by this first call with 0 credits: its welcome credits wait for a verified e-mail, so the
    // balances below are the plan's and the pack's credits alone.

    const checkout = bodyOf(await call(user, 'POST', '/api/billing/checkout', { planId: 2 }));
    expect(String(checkout.url)).toMatch(new RegExp(`^${base}/local/checkout/cs_local_`));
    const page = await fetch(String(checkout.url));
    const html = (await page.text()).replace(/\u00a0/g, ' ');
    expect(html).toContain('Plano Profissional');
    expect(html).toContain('R$ 197,00');

    const paid = await fetch(`${String(checkout.url)}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${base}/payment-success?session_id=${String(checkout.sessionId)}&plan_id=2&user_id=${accountId}`,
    );
    expect(await profile(table, accountId)).toMatchObject({ plan: 2, credits: 10_000, subscriptionStatus: 'active' });
    const session = bodyOf(
      await call(user, 'GET', '/api/checkout-session/{id}', undefined, String(checkout.sessionId)),
    );
    expect(session).toMatchObject({
      payment_status: 'paid',
      amount_total: 19_700,
      plan_id: 2,
      balance: 10_000,
      plano: 2,
    });

    // Paying the same session again changes nothing.
    await fetch(`${String(checkout.url)}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await profile(table, accountId)).credits).toBe(10_000);

    const pack = bodyOf(await call(user, 'POST', '/api/billing/checkout', { pack: 'extra' }));
    await fetch(`${String(pack.url)}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await profile(table, accountId)).credits).toBe(11_500);

    // The portal: cancel at period end, then end the period → no plan, quota back to the free tier.
    const portal = bodyOf(await call(user, 'POST', '/api/billing/portal', {}));
    const customer = new URL(String(portal.url)).searchParams.get('customer') ?? '';
    const form = (action: string) =>
      fetch(`${base}/local/checkout/portal`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ customer, action, return_url: '/' }).toString(),
      });
    await form('cancel_at_period_end');
    expect(await profile(table, accountId)).toMatchObject({ plan: 2, cancelAtPeriodEnd: true });
    await form('end_period');
    expect(await plan(accountId)).toBe(0);
    // Refunding the last payment (the pack) takes its credits back.
    await form('refund_last');
    expect((await profile(table, accountId)).credits).toBe(10_000);
  }, 60_000);
});
