import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { billingConfig, localPrices } from '../../../functions/billing/config.js';
import { productOfPrice, purchaseOfTag } from '../../../functions/billing/products.js';
import {
  completeLocalSession,
  localCheckoutPath,
  localIds,
  readLocalSession,
} from '../../../functions/billing/provider/local.js';
import { accountOfCustomer, listPurchases, readBillingState } from '../../../functions/billing/store/accounts.js';
import { dynamo } from '../../../functions/core/clients.js';
import { config } from '../../../functions/core/config.js';
import type { TableDeps } from '../../../functions/core/store/table.js';
import { billingWebhook } from '../../../shared/operations/billing.js';
import { extraPack, type PlanId, planOf } from '../../../shared/plans.js';
import {
  chargeRefundedEvent,
  checkoutCompletedEvent,
  invoicePaidEvent,
  type LocalSubscription,
  localId,
  subscriptionEvent,
} from './events.js';
import { brl, escapeHtml, layout, postButton } from './page.js';
import { type CheckoutTexts, checkoutTexts } from './texts.js';

export { localCheckoutPath };

const month = 30 * 86_400;

/**
 * The local test checkout: plays the customer's side of Stripe Checkout and the billing portal on the local
 * platform, and sends correctly signed events (the SDK's test-header helper, the local webhook secret) to the
 * real webhook through the gateway, so `npm start` shows the whole purchase. Never deployed.
 *
 * Routes (all under /local/checkout): GET /{sessionId}, POST /{sessionId}/pay, GET /portal?customer=…,
 * POST /portal (form: customer, action, price, return_url).
 */
export async function serveLocalCheckout(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await route(req, res);
  } catch (error) {
    send(
      res,
      500,
      layout('Erro', `<div class="error">${escapeHtml(error instanceof Error ? error.message : String(error))}</div>`),
    );
  }
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8').slice(0, 10_000));
}

const table = (): TableDeps => ({ ddb: dynamo(), tableName: config().TABLE_NAME });

async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://local');
  const rest = url.pathname.slice(localCheckoutPath.length).replace(/^\/+/, '');
  const settings = await billingConfig();
  if (settings.mode !== 'local') {
    req.resume();
    send(
      res,
      404,
      layout(
        'Checkout local desativado',
        '<h1>Stripe está configurado</h1><p class="muted">Com chaves do Stripe o checkout real é usado.</p>',
      ),
    );
    return;
  }
  const deliver = webhookSender(req, settings.webhookSecret);
  if (rest === 'portal' && req.method === 'GET') return portalPage(res, url.searchParams);
  if (rest === 'portal' && req.method === 'POST') return portalAction(res, await readForm(req), deliver);
  const [sessionId, action] = rest.split('/');
  if (!sessionId) return send(res, 404, layout('Não encontrado', '<h1>Sessão não encontrada</h1>'));
  if (req.method === 'GET' && action === undefined) return checkoutPage(res, sessionId);
  if (req.method === 'POST' && action === 'pay') {
    req.resume();
    return pay(res, sessionId, deliver);
  }
  req.resume();
  send(res, 404, layout('Não encontrado', '<h1>Página não encontrada</h1>'));
}

type Deliver = (event: { id: string; type: string }) => Promise<void>;

/** Signs each event like Stripe and posts it to this gateway's webhook route; a non-2xx is an error. */
function webhookSender(req: IncomingMessage, secret: string): Deliver {
  const port = req.socket.localPort;
  const target = `http://127.0.0.1:${port}${billingWebhook.path}`;
  return async (event) => {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`The webhook answered ${response.status} to ${event.type}: ${text}`);
  };
}

function productName(tag: string, t: CheckoutTexts): string {
  const purchase = purchaseOfTag(tag);
  if (purchase?.kind === 'plan') return t.plan(planOf(purchase.planId)?.name ?? String(purchase.planId));
  return t.pack(extraPack.name, extraPack.credits.toLocaleString(t.tag));
}

/** The checkout page, in the language the checkout call asked for (Stripe Checkout's `locale`). */
async function checkoutPage(res: ServerResponse, sessionId: string): Promise<void> {
  const session = await readLocalSession(table(), sessionId);
  if (!session) return send(res, 404, layout('Sessão não encontrada', '<h1>Sessão não encontrada</h1>'));
  const t = checkoutTexts[session.locale];
  const state = await readBillingState(table(), session.accountId);
  if (session.status !== 'open') {
    const done = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.sessionId);
    return send(
      res,
      200,
      layout(
        t.sessionDone,
        `<h1>${escapeHtml(t.alreadyPaid)}</h1><div class="row"><a class="button primary" href="${escapeHtml(done)}">${escapeHtml(t.continue)}</a></div>`,
        t,
      ),
    );
  }
  const body = `<h1>${escapeHtml(productName(session.purchase, t))}</h1>
<p class="amount" data-testid="amount">${escapeHtml(brl(session.amountTotal, t.tag))}${session.mode === 'subscription' ? ` <small class="muted">${escapeHtml(t.perMonth)}</small>` : ''}</p>
<dl><dt>${escapeHtml(t.customer)}</dt><dd>${escapeHtml(state.email)}</dd><dt>${escapeHtml(t.card)}</dt><dd>4242 4242 4242 4242 (${escapeHtml(t.testCard)})</dd></dl>
<div class="row">${postButton(`${localCheckoutPath}/${session.sessionId}/pay`, t.pay, 'primary')}
<a class="button secondary" data-action="cancel" href="${escapeHtml(session.cancelUrl)}">${escapeHtml(t.cancel)}</a></div>`;
  send(res, 200, layout(t.title, body, t));
}

/** Completes a session: the events Stripe sends for it, in Stripe's order, then back to the success page. */
async function pay(res: ServerResponse, sessionId: string, deliver: Deliver): Promise<void> {
  const t = table();
  const session = await readLocalSession(t, sessionId);
  if (!session) return send(res, 404, layout('Sessão não encontrada', '<h1>Sessão não encontrada</h1>'));
  const success = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.sessionId);
  // One payment per session, however often (or however concurrently) the button is pressed.
  if (!(await completeLocalSession(t, sessionId))) return redirect(res, success);
  const purchase = purchaseOfTag(session.purchase);
  let paymentIntent: string | null = null;
  let subscriptionId: string | null = null;
  if (purchase?.kind === 'plan') {
    const sub: LocalSubscription = {
      id: localId('sub'),
      customer: session.customerId,
      priceId: localPrices.plans[purchase.planId],
      status: 'active',
      cancelAtPeriodEnd: false,
      periodEnd: Math.floor(Date.now() / 1000) + month,
    };
    subscriptionId = sub.id;
    const invoiceId = localId('in');
    await deliver(subscriptionEvent('created', sub));
    await deliver(
      invoicePaidEvent({
        invoiceId,
        customer: session.customerId,
        subscription: sub.id,
        priceId: sub.priceId,
        amount: session.amountTotal,
        billingReason: 'subscription_create',
        paymentIntent: localIds.paymentIntentOf(invoiceId),
        periodEnd: sub.periodEnd,
      }),
    );
  } else {
    paymentIntent = localId('pi');
  }
  await deliver(
    checkoutCompletedEvent({
      sessionId: session.sessionId,
      mode: session.mode,
      customer: session.customerId,
      accountId: session.accountId,
      purchase: session.purchase,
      amount: session.amountTotal,
      paymentIntent,
      subscription: subscriptionId,
    }),
  );
  redirect(res, success);
}

async function accountByCustomer(customer: string | null) {
  const accountId = customer ? await accountOfCustomer(table(), customer) : undefined;
  return accountId ? { accountId, state: await readBillingState(table(), accountId) } : undefined;
}

async function portalPage(res: ServerResponse, query: URLSearchParams): Promise<void> {
  const customer = query.get('customer') ?? '';
  const returnUrl = query.get('return_url') ?? '/';
  const account = await accountByCustomer(customer);
  if (!account) return send(res, 404, layout('Cliente não encontrado', '<h1>Cliente não encontrado</h1>'));
  const { state } = account;
  const plan = planOf(state.plan);
  const fields = { customer, return_url: returnUrl };
  const notice = query.get('done') ? `<div class="notice">${escapeHtml(query.get('done') ?? '')}</div>` : '';
  const target = productOfPrice(localPrices, query.get('price'));
  const buttons: string[] = [];
  if (plan && state.subscriptionId) {
    if (target?.kind === 'plan' && target.plan.id !== plan.id) {
      buttons.push(
        postButton(`${localCheckoutPath}/portal`, `Confirmar mudança para ${target.plan.name}`, 'primary', {
          ...fields,
          action: 'change',
          price: target.priceId,
        }),
      );
    }
    buttons.push(
      state.cancelAtPeriodEnd
        ? postButton(`${localCheckoutPath}/portal`, 'Reativar plano', 'secondary', { ...fields, action: 'reactivate' })
        : postButton(`${localCheckoutPath}/portal`, 'Cancelar no fim do período', 'secondary', {
            ...fields,
            action: 'cancel_at_period_end',
          }),
      postButton(`${localCheckoutPath}/portal`, 'Encerrar o período agora (simulação)', 'secondary', {
        ...fields,
        action: 'end_period',
      }),
      postButton(`${localCheckoutPath}/portal`, 'Cancelar agora', 'danger', { ...fields, action: 'cancel_now' }),
    );
  }
  buttons.push(
    postButton(`${localCheckoutPath}/portal`, 'Reembolsar o último pagamento', 'danger', {
      ...fields,
      action: 'refund_last',
    }),
  );
  const body = `<h1>Portal de cobrança</h1>${notice}
<dl><dt>Cliente</dt><dd>${escapeHtml(state.email)}</dd><dt>Plano</dt><dd data-testid="plan">${escapeHtml(plan?.name ?? 'Nenhum')}</dd>
${plan && state.currentPeriodEnd ? `<dt>${state.cancelAtPeriodEnd ? 'Termina em' : 'Renova em'}</dt><dd>${escapeHtml(new Date(state.currentPeriodEnd).toLocaleDateString('pt-BR'))}</dd>` : ''}
<dt>Créditos</dt><dd>${state.credits.toLocaleString('pt-BR')}</dd></dl>
<div class="row">${buttons.join('\n')}</div>
<div class="row"><a class="button secondary" href="${escapeHtml(returnUrl)}">Voltar</a></div>`;
  send(res, 200, layout('Portal de cobrança', body));
}

/** The portal's actions, each the events Stripe would send for it. */
async function portalAction(res: ServerResponse, form: URLSearchParams, deliver: Deliver): Promise<void> {
  const customer = form.get('customer') ?? '';
  const account = await accountByCustomer(customer);
  if (!account) return send(res, 404, layout('Cliente não encontrado', '<h1>Cliente não encontrado</h1>'));
  const { state, accountId } = account;
  const action = form.get('action');
  const plan = planOf(state.plan);
  const periodEnd = state.currentPeriodEnd
    ? Math.floor(Date.parse(state.currentPeriodEnd) / 1000)
    : Math.floor(Date.now() / 1000) + month;
  const sub = (planId: PlanId, changes: Partial<LocalSubscription> = {}): LocalSubscription => ({
    id: state.subscriptionId ?? localId('sub'),
    customer,
    priceId: localPrices.plans[planId],
    status: 'active',
    cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? false,
    periodEnd,
    ...changes,
  });
  let done = 'Feito.';
  if (action === 'refund_last') {
    const last = (await listPurchases(table(), accountId, 10)).find(
      (p) => p.paymentIntentId && p.reversedCents < p.amountCents,
    );
    if (!last?.paymentIntentId) done = 'Nenhum pagamento a reembolsar.';
    else {
      await deliver(chargeRefundedEvent({ customer, paymentIntent: last.paymentIntentId, amount: last.amountCents }));
      done = `Pagamento de ${brl(last.amountCents)} reembolsado.`;
    }
  } else if (plan && state.subscriptionId) {
    if (action === 'change') {
      const target = productOfPrice(localPrices, form.get('price'));
      if (target?.kind === 'plan') {
        await deliver(subscriptionEvent('updated', sub(target.plan.id, { cancelAtPeriodEnd: false })));
        const difference = (target.plan.price - plan.price) * 100;
        if (difference > 0) {
          const invoiceId = localId('in');
          await deliver(
            invoicePaidEvent({
              invoiceId,
              customer,
              subscription: sub(plan.id).id,
              priceId: target.priceId,
              amount: difference,
              billingReason: 'subscription_update',
              paymentIntent: localIds.paymentIntentOf(invoiceId),
              periodEnd,
            }),
          );
        }
        done = `Plano alterado para ${target.plan.name}.`;
      }
    } else if (action === 'cancel_at_period_end' || action === 'reactivate') {
      await deliver(
        subscriptionEvent('updated', sub(plan.id, { cancelAtPeriodEnd: action === 'cancel_at_period_end' })),
      );
      done = action === 'reactivate' ? 'Plano reativado.' : 'O plano termina no fim do período.';
    } else if (action === 'cancel_now') {
      await deliver(subscriptionEvent('deleted', sub(plan.id, { status: 'canceled' })));
      done = 'Plano cancelado.';
    } else if (action === 'end_period') {
      if (state.cancelAtPeriodEnd) {
        await deliver(subscriptionEvent('deleted', sub(plan.id, { status: 'canceled' })));
        done = 'Período encerrado: o plano terminou.';
      } else {
        const next = periodEnd + month;
        const invoiceId = localId('in');
        await deliver(subscriptionEvent('updated', sub(plan.id, { periodEnd: next })));
        await deliver(
          invoicePaidEvent({
            invoiceId,
            customer,
            subscription: sub(plan.id).id,
            priceId: localPrices.plans[plan.id],
            amount: plan.price * 100,
            billingReason: 'subscription_cycle',
            paymentIntent: localIds.paymentIntentOf(invoiceId),
            periodEnd: next,
          }),
        );
        done = 'Período renovado: créditos do mês concedidos.';
      }
    }
  }
  const query = new URLSearchParams({ customer, return_url: form.get('return_url') ?? '/', done });
  redirect(res, `${localCheckoutPath}/portal?${query.toString()}`);
}
