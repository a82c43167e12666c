import { Resolver } from 'node:dns/promises';
import { Logger } from '@aws-lambda-powertools/logger';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { createMailDns } from '../../../functions/verify/engine/mail-dns.js';
import {
  createWhatsAppHttpPresence,
  type WhatsAppPresence,
} from '../../../functions/verify/engine/whatsapp-provider.js';
import { createVerifyImplementations } from '../../../functions/verify/implementations.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';
import { type CountingServer, startServer } from '../net/servers.js';
import { type DnsServer, startDnsServer } from './dns-server.js';

/** The verify family through the real pipeline, with DNS from a loopback DNS server and a loopback WhatsApp API. */

let dns: DnsServer;
let whatsappApi: CountingServer;
let presence: WhatsAppPresence | undefined;
const meter = new MemoryMeter(5);

const handler = createFamilyHandler(
  'verify',
  createVerifyImplementations({
    mailDns: (domain) => mailDns(domain),
    presence: () => presence,
  }),
  (): PipelineDeps => ({
    logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
    now: () => new Date('2026-11-22T00:00:00Z'),
    price: operationPrice,
    meter,
  }),
);
let mailDns: ReturnType<typeof createMailDns>;

const call = (resource: string, body: Record<string, unknown>) =>
  handler(
    restEvent({
      method: 'POST',
      resource,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      authorizer: apiKeyAuthorizer,
    }),
    lambdaContext(),
  );
const parse = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

beforeAll(async () => {
  dns = await startDnsServer({
    'empresa.test': { mx: [[10, 'mx.empresa.test']] },
    'aonly.test': { a: ['192.0.2.10'] },
    'nullmx.test': { mx: [[0, '.']] },
    'slow.test': 'silent',
    'gmail.com': { mx: [[5, 'gmail-smtp-in.l.google.com']] },
    'hotmal.com': { mx: [[10, 'mx.typosquatter.test']] },
    'mailinator.com': { mx: [[10, 'mail.mailinator.com']] },
    'xn--bcher-kva.de': { mx: [[10, 'mx.xn--bcher-kva.de']] },
  });
  const resolver = new Resolver({ timeout: 200, tries: 1 });
  resolver.setServers([dns.address]);
  mailDns = createMailDns({ resolver, timeoutMs: 500, cacheTtlMs: 60_000 });
  whatsappApi = await startServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const number = (JSON.parse(raw) as { contacts: string[] }).contacts[0] ?? '';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ contacts: [{ input: number, status: 'valid', wa_id: number.slice(1) }] }));
    });
  });
});
afterAll(async () => {
  await dns.close();
  await whatsappApi.close();
});
beforeEach(() => {
  meter.credits = 5;
  presence = undefined;
});

describe('verify.email', { timeout: 15_000 }, () => {
  it('answers deliverable for a well-formed address whose domain has MX, charging 1 credit', async () => {
    const response = await call('/api/verify/email', { email: '  Maria.Silva@Empresa.test ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['X-Credits-Charged']).toBe('1');
    expect(meter.credits).toBe(4);
    expect(parse(response)).toEqual({
      email: 'Maria.Silva@Empresa.test',
      normalized: 'Maria.Silva@empresa.test',
      verdict: 'deliverable',
      reasons: [],
      syntax: { valid: true, local: 'Maria.Silva', domain: 'empresa.test', asciiDomain: 'empresa.test' },
      domain: { name: 'empresa.test', exists: true },
      mx: { found: true, nullMx: false, implicit: false, records: [{ exchange: 'mx.empresa.test', priority: 10 }] },
      disposable: false,
      role: false,
      freeProvider: false,
      suggestion: null,
    });
  });

  it.each([
    ['ana@gmail.com', 'deliverable', [], { freeProvider: true }],
    ['ana@hotmal.com', 'risky', ['possible_typo'], { suggestion: 'ana@hotmail.com' }],
    // gmial.com is both a typo and, in the maintained list, a throwaway-mailbox domain.
    ['ana@gmial.com', 'undeliverable', ['domain_not_found', 'disposable', 'possible_typo'], { disposable: true }],
    ['x@mailinator.com', 'risky', ['disposable'], { disposable: true }],
    ['contato@empresa.test', 'risky', ['role_account'], { role: true }],
    ['ana@aonly.test', 'risky', ['no_mx_record'], { mx: { found: false, nullMx: false, implicit: true, records: [] } }],
    ['ana@nullmx.test', 'undeliverable', ['null_mx'], {}],
    ['ana@nowhere.test', 'undeliverable', ['domain_not_found'], { domain: { name: 'nowhere.test', exists: false } }],
    ['ana@slow.test', 'unknown', ['dns_timeout'], { domain: { name: 'slow.test', exists: null }, mx: null }],
    [
      'ana@bücher.de',
      'deliverable',
      [],
      { syntax: { valid: true, local: 'ana', domain: 'bücher.de', asciiDomain: 'xn--bcher-kva.de' } },
    ],
    ['ana..maria@empresa.test', 'undeliverable', ['invalid_syntax'], { mx: null }],
  ])('%s → %s', async (email, verdict, codes, extra) => {
    const response = await call('/api/verify/email', { email });
    expect(response.statusCode).toBe(200);
    const body = parse(response);
    expect(body).toMatchObject({ verdict, ...extra });
    expect((body.reasons as { code: string }[]).map((r) => r.code)).toEqual(codes);
    expect(meter.credits).toBe(4);
  });

  it.each([
    ['300 characters', `${'a'.repeat(64)}@${'b'.repeat(231)}.com`],
    ['a control character', 'ana\u0000@empresa.test'],
    ['a zero-width character', 'ana\u200b@empresa.test'],
    ['a quoted local part', '"ana maria"@empresa.test'],
    ['an IP-literal domain', 'ana@[192.0.2.1]'],
    ['a bare IP domain', 'ana@192.0.2.1'],
    ['an empty string', '   '],
    ['a number', 42],
  ])('refuses %s with 400, uncharged', async (_name, email) => {
    const response = await call('/api/verify/email', { email });
    expect(response.statusCode).toBe(400);
    expect(parse(response)).toMatchObject({ code: 'invalid_request' });
    expect(meter.credits).toBe(5);
    expect(response.headers?.['X-Credits-Charged'] ?? '0').toBe('0');
  });
});

describe('verify.whatsapp', { timeout: 15_000 }, () => {
  it('parses a national Brazilian mobile and says registration is unknown without a provider', async () => {
    const response = await call('/api/verify/whatsapp', { phone: '(11) 98765-4321' });
    expect(response.statusCode).toBe(200);
    expect(meter.credits).toBe(4);
    expect(parse(response)).toEqual({
      phone: '(11) 98765-4321',
      valid: true,
      reason: null,
      e164: '+5511987654321',
      country: 'BR',
      countryCallingCode: '55',
      nationalNumber: '11987654321',
      nationalFormat: '(11) 98765-4321',
      internationalFormat: '+55 11 98765 4321',
      type: 'mobile',
      whatsapp: {
        eligible: true,
        businessOnly: false,
        note: 'A mobile number can hold a WhatsApp account.',
        registered: null,
        registeredReason: 'provider_not_configured',
        waId: null,
        link: 'https://wa.me/5511987654321',
      },
    });
  });

  it('asks the configured WhatsApp Business API whether the number is registered', async () => {
    presence = createWhatsAppHttpPresence({ baseUrl: whatsappApi.url, token: 't', timeoutMs: 1000 });
    const response = await call('/api/verify/whatsapp', { phone: '912 345 678', defaultCountry: 'pt' });
    expect(parse(response)).toMatchObject({
      e164: '+351912345678',
      country: 'PT',
      whatsapp: { registered: true, registeredReason: null, waId: '351912345678' },
    });
  });

  it('reports a provider failure as unknown registration, not as an error', async () => {
    presence = { check: async () => Promise.reject(new Error('down')) };
    const response = await call('/api/verify/whatsapp', { phone: '+5511987654321' });
    expect(response.statusCode).toBe(200);
    expect(parse(response)).toMatchObject({ whatsapp: { registered: null, registeredReason: 'provider_error' } });
  });

  it('does not ask about numbers that cannot hold WhatsApp, and answers valid: false for unassigned ones', async () => {
    let asked = 0;
    presence = {
      check: async () => {
        asked++;
        return { registered: true, waId: null };
      },
    };
    const tollFree = parse(await call('/api/verify/whatsapp', { phone: '0800 123 4567' }));
    expect(tollFree).toMatchObject({
      type: 'toll_free',
      whatsapp: { eligible: false, registered: null, registeredReason: 'not_eligible' },
    });
    const landline = parse(await call('/api/verify/whatsapp', { phone: '+55 11 3456-7890' }));
    expect(landline).toMatchObject({ type: 'fixed_line', whatsapp: { eligible: true, businessOnly: true } });
    const unassigned = parse(await call('/api/verify/whatsapp', { phone: '+55 11 01234-5678' }));
    expect(unassigned).toMatchObject({
      valid: false,
      e164: null,
      whatsapp: { eligible: false, registeredReason: 'invalid_number' },
    });
    expect(asked).toBe(1);
  });

  it.each([
    ['letters', { phone: '+55 11 9876-ABCD' }],
    ['a vanity number', { phone: '1-800-FLOWERS' }],
    ['too short', { phone: '12345' }],
    ['too long', { phone: '+55 11 98765-4321 12345' }],
    ['no country code and an unknown default country', { phone: '11987654321', defaultCountry: 'ZZ' }],
    ['a malformed default country', { phone: '11987654321', defaultCountry: 'Brasil' }],
    ['an unknown country calling code', { phone: '+999 1234 5678' }],
  ])('refuses %s with 400, uncharged', async (_name, body) => {
    const response = await call('/api/verify/whatsapp', body);
    expect(response.statusCode).toBe(400);
    expect(parse(response)).toMatchObject({ code: 'invalid_request' });
    expect(meter.credits).toBe(5);
  });
});
