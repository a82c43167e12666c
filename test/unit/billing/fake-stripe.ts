import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A loopback stand-in for the Stripe API, just wide enough for the calls billing makes. The real SDK talks to
 * it over HTTP (host/port/protocol options), so request encoding, auth headers, idempotency keys and error
 * parsing are the SDK's own.
 */
export interface FakeStripe {
  readonly host: string;
  readonly port: number;
  /** Every request: method, path, decoded form fields, headers. */
  readonly requests: { method: string; path: string; form: URLSearchParams; headers: IncomingMessage['headers'] }[];
  readonly sessions: Map<string, Record<string, unknown>>;
  /** Invoice id → payment intent id (for `GET /v1/invoice_payments`). */
  readonly invoicePayments: Map<string, string>;
  close(): Promise<void>;
}

const id = (prefix: string): string => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const invoicePayments = new Map<string, string>();
  const customers = new Map<string, string>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? 'GET', path: url.pathname, form, headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== 'Bearer sk_test_fake') {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      const path = url.pathname;
      if (req.method === 'POST' && path === '/v1/customers') {
        // Stripe answers a repeated idempotency key with the first result.
        const key = String(req.headers['idempotency-key'] ?? id('nokey'));
        const existing = customers.get(key) ?? id('cus');
        customers.set(key, existing);
        send(200, { id: existing, object: 'customer', email: form.get('email'), metadata: {} });
        return;
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const sessionId = id('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
          mode: form.get('mode'),
          customer: form.get('customer'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { accountId: form.get('metadata[accountId]'), purchase: form.get('metadata[purchase]') },
          status: 'open',
          payment_status: 'unpaid',
          amount_total: 19700,
          currency: 'brl',
          created: Math.floor(Date.now() / 1000),
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
        };
        sessions.set(sessionId, session);
        send(200, session);
        return;
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sessionMatch?.[1]) {
        const session = sessions.get(sessionMatch[1]);
        if (session) send(200, session);
        else
          send(404, {
            error: { type: 'invalid_request_error', message: 'No such checkout.session', code: 'resource_missing' },
          });
        return;
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        send(200, { id: id('bps'), object: 'billing_portal.session', url: `https://billing.stripe.test/p/${id('s')}` });
        return;
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && subMatch?.[1]) {
        send(200, {
          id: subMatch[1],
          object: 'subscription',
          items: { object: 'list', data: [{ id: 'si_fake1', price: { id: 'price_x' } }] },
        });
        return;
      }
      if (req.method === 'POST' && subMatch?.[1]) {
        const cancel = form.get('cancel_at_period_end') === 'true';
        send(200, {
          id: subMatch[1],
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: cancel,
          items: { object: 'list', data: [{ id: 'si_fake1', price: { id: 'price_x' } }] },
        });
        return;
      }
      if (req.method === 'GET' && path === '/v1/invoice_payments') {
        const pi = invoicePayments.get(url.searchParams.get('invoice') ?? '');
        const data = pi
          ? [
              {
                id: id('inpay'),
                object: 'invoice_payment',
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: pi },
              },
            ]
          : [];
        send(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
        return;
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: '127.0.0.1',
    port,
    requests,
    sessions,
    invoicePayments,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
