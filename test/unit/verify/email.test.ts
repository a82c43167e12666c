import { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editDistance,
  isDisposableDomain,
  isFreeProvider,
  isRoleLocal,
  suggestDomain,
} from '../../../functions/verify/engine/email-lists.js';
import { parseEmail } from '../../../functions/verify/engine/email-syntax.js';
import { createMailDns } from '../../../functions/verify/engine/mail-dns.js';
import { type DnsServer, startDnsServer } from './dns-server.js';

describe('e-mail syntax', () => {
  it.each([
    ['maria.silva+news@example.com.br', 'example.com.br'],
    ["o'brien@example.ie", 'example.ie'],
    ['a@bücher.de', 'xn--bcher-kva.de'],
    ['Joao@Exemplo.COM.', 'exemplo.com'],
  ])('accepts %s (DNS asks for %s)', (address, asciiDomain) => {
    expect(parseEmail(address)).toMatchObject({ valid: true, asciiDomain });
  });

  it('accepts UTF-8 local parts and flags them', () => {
    expect(parseEmail('josé@exemplo.com')).toMatchObject({ valid: true, internationalLocal: true });
  });

  it.each([
    ['no-at.example.com', 'no @'],
    ['@example.com', 'empty'],
    ['maria@', 'empty'],
    ['a@@example.com', 'more than one @'],
    ['.maria@example.com', 'dot'],
    ['ma..ria@example.com', 'dot'],
    ['ma ria@example.com', 'characters'],
    ['maria(x)@example.com', 'characters'],
    [`${'a'.repeat(65)}@example.com`, '64'],
    ['maria@localhost', 'top-level'],
    ['maria@example.1', 'not a valid domain'],
    ['maria@-bad-.com', 'not a valid domain'],
    ['maria@ex_ample.com', 'not a valid domain'],
    ['maria@exa mple.com', 'not a valid domain'],
  ])('refuses %s', (address, problem) => {
    const result = parseEmail(address);
    expect(result.valid).toBe(false);
    expect(result.valid ? '' : result.problem).toContain(problem);
  });
});

describe('e-mail lists', () => {
  it('finds disposable domains and their subdomains in the maintained list', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('inbox.mailinator.com')).toBe(true);
    expect(isDisposableDomain('yopmail.com')).toBe(true);
    expect(isDisposableDomain('gmail.com')).toBe(false);
    expect(isDisposableDomain('com')).toBe(false);
  });

  it('knows role accounts (ignoring +tags and case) but not personal names or "test"', () => {
    expect(['info', 'Contato', 'suporte+x', 'no-reply', 'postmaster'].every(isRoleLocal)).toBe(true);
    expect(['maria', 'test', 'me', 'joao.silva'].some(isRoleLocal)).toBe(false);
  });

  it('flags free providers', () => {
    expect(isFreeProvider('gmail.com')).toBe(true);
    expect(isFreeProvider('uol.com.br')).toBe(true);
    expect(isFreeProvider('alquimia.dev')).toBe(false);
  });

  it.each([
    ['gmial.com', 'gmail.com'],
    ['gmail.con', 'gmail.com'],
    ['gnail.com', 'gmail.com'],
    ['hotmal.com', 'hotmail.com'],
    ['hotmial.com', 'hotmail.com'],
    ['yahoo.com.bt', 'yahoo.com.br'],
    ['outlok.com', 'outlook.com'],
    ['empresa.con.br', 'empresa.com.br'],
    ['empresa.cmo', 'empresa.com'],
  ])('suggests %s → %s', (typo, fix) => {
    expect(suggestDomain(typo)).toBe(fix);
  });

  it.each(['gmail.com', 'ymail.com', 'life.com', 'love.com', 'alquimia.dev', 'mail.com', 'uol.com.br'])(
    'suggests nothing for %s',
    (domain) => {
      expect(suggestDomain(domain)).toBeUndefined();
    },
  );

  it('counts a transposition as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('mail DNS over a loopback DNS server', () => {
  let dns: DnsServer;
  const resolver = () => {
    const r = new Resolver({ timeout: 150, tries: 1 });
    r.setServers([dns.address]);
    return r;
  };

  beforeAll(async () => {
    dns = await startDnsServer({
      'mx.test': {
        mx: [
          [20, 'mx2.mx.test'],
          [10, 'MX1.mx.test'],
        ],
      },
      'aonly.test': { a: ['192.0.2.10'] },
      'nullmx.test': { mx: [[0, '.']] },
      'txtonly.test': { txt: 'v=spf1 -all' },
      'slow.test': 'silent',
      'broken.test': 'servfail',
    });
  });
  afterAll(() => dns.close());

  it('answers MX records sorted by priority', async () => {
    const lookup = createMailDns({ resolver: resolver(), timeoutMs: 1000, cacheTtlMs: 0 });
    expect(await lookup('mx.test')).toEqual({
      status: 'mx',
      records: [
        { exchange: 'mx1.mx.test', priority: 10 },
        { exchange: 'mx2.mx.test', priority: 20 },
      ],
    });
  });

  it('falls back to the A record when there is no MX (implicit MX)', async () => {
    const lookup = createMailDns({ resolver: resolver(), timeoutMs: 1000, cacheTtlMs: 0 });
    expect(await lookup('aonly.test')).toEqual({ status: 'address-only', addresses: ['192.0.2.10'] });
  });

  it('recognises a null MX', async () => {
    const lookup = createMailDns({ resolver: resolver(), timeoutMs: 1000, cacheTtlMs: 0 });
    expect(await lookup('nullmx.test')).toEqual({ status: 'null-mx' });
  });

  it('tells an NXDOMAIN from a name without mail records', async () => {
    const lookup = createMailDns({ resolver: resolver(), timeoutMs: 1000, cacheTtlMs: 0 });
    expect(await lookup('gone.test')).toEqual({ status: 'not-found' });
    expect(await lookup('txtonly.test')).toEqual({ status: 'no-mail' });
  });

  it('gives unknown on a timeout and on SERVFAIL, within the time cap', async () => {
    const lookup = createMailDns({ resolver: resolver(), timeoutMs: 400, cacheTtlMs: 60_000 });
    const started = performance.now();
    expect(await lookup('slow.test')).toEqual({ status: 'unknown', cause: 'timeout' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await lookup('broken.test')).toMatchObject({ status: 'unknown' });
  });

  it('caps the lookup at its own timeout even when the resolver would wait longer', async () => {
    const patient = new Resolver({ timeout: 5000, tries: 1 });
    patient.setServers([dns.address]);
    const lookup = createMailDns({ resolver: patient, timeoutMs: 200, cacheTtlMs: 0 });
    const started = performance.now();
    expect(await lookup('slow.test')).toEqual({ status: 'unknown', cause: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('caches definitive answers for the TTL, but never unknowns', async () => {
    let clock = 0;
    const lookup = createMailDns({ resolver: resolver(), timeoutMs: 400, cacheTtlMs: 60_000, now: () => clock });
    const count = (name: string) => dns.queries.filter((q) => q.endsWith(` ${name}`)).length;
    await lookup('mx.test');
    const afterFirst = count('mx.test');
    await lookup('mx.test');
    expect(count('mx.test')).toBe(afterFirst);
    clock = 61_000;
    await lookup('mx.test');
    expect(count('mx.test')).toBe(afterFirst + 1);

    await lookup('slow.test');
    const slowQueries = count('slow.test');
    await lookup('slow.test');
    expect(count('slow.test')).toBeGreaterThan(slowQueries);
  });
});
