import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiJson } from '../../../../web/src/lib/api-client.js';
import { formatDate, formatNumber, formatPrice } from '../../../../web/src/lib/format.js';
import { stubFetch } from './fetch-stub.js';

describe('format', () => {
  it('reports missing and unparsable dates for the caller to translate', () => {
    expect(formatDate(null, 'pt')).toEqual({ ok: false, reason: 'missing' });
    expect(formatDate('', 'pt')).toEqual({ ok: false, reason: 'missing' });
    expect(formatDate('not a date', 'pt')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('formats dates per language', () => {
    expect(formatDate('2025-03-08T12:00:00Z', 'pt')).toEqual({ ok: true, text: '08/03/2025' });
    expect(formatDate('2025-03-08T12:00:00Z', 'en')).toEqual({ ok: true, text: '03/08/2025' });
  });

  it('uses each language thousands separator', () => {
    expect(formatNumber(10000, 'pt')).toBe('10.000');
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(10000, 'es')).toBe('10.000');
    expect(formatNumber(10000, 'fr').replace(/\s/g, ' ')).toBe('10 000');
  });

  it('prices name the currency and follow the locale: R$ 59,00 in pt, R$59.00 with the currency named in en', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatPrice(59, 'pt'))).toBe('R$ 59,00');
    expect(plain(formatPrice(69.9, 'pt'))).toBe('R$ 69,90');
    expect(plain(formatPrice(1500, 'en'))).toBe('R$1,500.00 (Brazilian Real)');
    expect(plain(formatPrice(59, 'es'))).toBe('59,00 R$ (real brasileño)');
    expect(plain(formatPrice(59, 'fr'))).toBe('59,00 R$ (réal brésilien)');
  });
});

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a problem+json answer into an ApiError with status, code, detail and field errors', async () => {
    stubFetch({
      'POST /api/user/api-key': {
        status: 400,
        body: {
          type: 'x',
          title: 'Invalid request',
          status: 400,
          code: 'invalid_request',
          detail: 'name is required',
          errors: [{ path: 'name', message: 'Required' }],
        },
      },
    });
    const failure = apiFetch('/api/user/api-key', { method: 'POST', authenticated: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
      detail: 'name is required',
      errors: [{ path: 'name', message: 'Required' }],
    });
  });

  it('sends no bearer without a session and validates the JSON body with the given parser', async () => {
    const calls = stubFetch({ 'GET /api/services': { body: [1, 2] } });
    const body = await apiJson('/api/services', (data) => (Array.isArray(data) ? data.length : -1));
    expect(body).toBe(2);
    expect(calls.at(-1)?.headers.get('authorization')).toBeNull();
  });

  it('reports an unreachable API as a network ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/services', { authenticated: false })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });
});
