import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/core/errors.js';
import { checkPhone } from '../../../functions/verify/engine/phone.js';
import { createWhatsAppHttpPresence, ProviderFailure } from '../../../functions/verify/engine/whatsapp-provider.js';
import { type CountingServer, startServer } from '../net/servers.js';

describe('phone numbers (full metadata)', () => {
  it('reads a Brazilian mobile in any common writing, with BR as the default country', () => {
    for (const written of ['+55 11 98765-4321', '(11) 98765-4321', '11987654321', '+5511987654321']) {
      expect(checkPhone(written, 'BR'), written).toEqual({
        valid: true,
        e164: '+5511987654321',
        country: 'BR',
        countryCallingCode: '55',
        nationalNumber: '11987654321',
        nationalFormat: '(11) 98765-4321',
        internationalFormat: '+55 11 98765 4321',
        type: 'mobile',
      });
    }
  });

  it('tells fixed lines, toll-free and foreign numbers apart', () => {
    expect(checkPhone('+55 11 3456-7890', 'BR')).toMatchObject({ valid: true, type: 'fixed_line' });
    expect(checkPhone('0800 123 4567', 'BR')).toMatchObject({ valid: true, type: 'toll_free' });
    expect(checkPhone('+351 912 345 678', 'BR')).toMatchObject({ valid: true, country: 'PT', type: 'mobile' });
    expect(checkPhone('912 345 678', 'PT')).toMatchObject({ valid: true, e164: '+351912345678' });
  });

  it('answers valid: false for numbers of a plausible length that the plan does not assign', () => {
    // Mobile numbers in Brazil start with 9 after the area code; 8-digit local numbers starting with 0 do not exist.
    expect(checkPhone('+55 11 01234-5678', 'BR')).toMatchObject({
      valid: false,
      country: 'BR',
      nationalNumber: '11012345678',
    });
    expect(checkPhone('+55 11 1234-5678', 'BR')).toMatchObject({ valid: false });
  });

  it.each([
    ['123', 'BR', 'too few digits'],
    ['+55 11 98765-4321 9999', 'BR', 'too many digits'],
    ['+999 1234 5678', 'BR', 'no country'],
    ['11987654321', 'ZZ', 'defaultCountry'],
  ])('refuses %s (defaultCountry %s) with 400', (phone, country, message) => {
    let error: unknown;
    try {
      checkPhone(phone, country);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(String(error instanceof AppError ? error.detail : '')).toContain(message);
  });
});

describe('WhatsApp Business API presence adapter', () => {
  let provider: CountingServer;
  const received: { auth: string | undefined; body: unknown }[] = [];

  beforeAll(async () => {
    provider = await startServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      req.on('end', () => {
        const body = JSON.parse(raw) as { contacts: string[] };
        received.push({ auth: req.headers.authorization, body });
        const number = body.contacts[0] ?? '';
        if (req.url !== '/v1/contacts') {
          res.writeHead(404).end();
        } else if (number === '+5511900000500') {
          res.writeHead(500).end('{"errors":[{"code":500}]}');
        } else if (number === '+5511900000999') {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected":true}');
        } else if (number === '+5511900000777') {
          setTimeout(() => res.writeHead(200).end('{}'), 2000);
        } else {
          const registered = number.endsWith('1');
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              contacts: [
                {
                  input: number,
                  status: registered ? 'valid' : 'invalid',
                  ...(registered ? { wa_id: number.slice(1) } : {}),
                },
              ],
              meta: { api_status: 'stable' },
            }),
          );
        }
      });
    });
  });
  afterAll(() => provider.close());

  const adapter = (timeoutMs = 1000) =>
    createWhatsAppHttpPresence({ baseUrl: `${provider.url}/`, token: 'tok_test', timeoutMs });
  const signal = () => new AbortController().signal;

  it('asks /v1/contacts with the bearer token and reads valid as registered', async () => {
    expect(await adapter().check('+5511987654321', signal())).toEqual({ registered: true, waId: '5511987654321' });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer tok_test',
      body: { blocking: 'wait', contacts: ['+5511987654321'], force_check: false },
    });
    expect(await adapter().check('+5511987654320', signal())).toEqual({ registered: false, waId: null });
  });

  it.each([
    ['an HTTP 500', '+5511900000500'],
    ['an unexpected body', '+5511900000999'],
  ])('turns %s into a ProviderFailure', async (_name, number) => {
    await expect(adapter().check(number, signal())).rejects.toBeInstanceOf(ProviderFailure);
  });

  it('gives up after its timeout', async () => {
    const started = performance.now();
    await expect(adapter(300).check('+5511900000777', signal())).rejects.toBeInstanceOf(ProviderFailure);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
