import { untilDeadline } from '../../../shared/deadline.js';

/**
 * Where a domain's mail goes, from DNS: its MX records (RFC 5321 §5.1), the null MX that says "no mail here"
 * (RFC 7505), or, without MX, the domain's own A/AAAA address ("implicit MX"). Lookups are time-boxed (a slow
 * or dead DNS server gives `unknown`, never an error) and their definitive answers are cached briefly, per process.
 */

/** The part of `dns.promises.Resolver` this needs; tests point a real Resolver at a loopback DNS server. */
export interface DnsResolver {
  resolveMx(hostname: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
}

export interface MxRecord {
  readonly exchange: string;
  readonly priority: number;
}

export type MailDomain =
  | { readonly status: 'mx'; readonly records: readonly MxRecord[] }
  | { readonly status: 'null-mx' }
  | { readonly status: 'address-only'; readonly addresses: readonly string[] }
  | { readonly status: 'no-mail' }
  | { readonly status: 'not-found' }
  | { readonly status: 'unknown'; readonly cause: 'timeout' | 'dns-error' };

export type MailDns = (asciiDomain: string) => Promise<MailDomain>;

export interface MailDnsOptions {
  readonly resolver: DnsResolver;
  /** Most time one domain's lookups may take (MX, then A/AAAA). */
  readonly timeoutMs: number;
  readonly cacheTtlMs: number;
  readonly maxCacheEntries?: number;
  readonly now?: () => number;
}

class DnsTimeout extends Error {}

export function createMailDns(options: MailDnsOptions): MailDns {
  const cache = new Map<string, { value: MailDomain; expires: number }>();
  const now = options.now ?? Date.now;
  const maxEntries = options.maxCacheEntries ?? 10_000;

  return async (domain) => {
    const hit = cache.get(domain);
    if (hit && hit.expires > now()) return hit.value;
    if (hit) cache.delete(domain);
    const value = await untilDeadline(
      lookup(options.resolver, domain),
      { timeoutMs: options.timeoutMs },
      () => new DnsTimeout(`DNS did not answer within ${options.timeoutMs} ms`),
    ).catch(
      (error: unknown): MailDomain => ({
        status: 'unknown',
        cause: error instanceof DnsTimeout || codeOf(error) === 'ETIMEOUT' ? 'timeout' : 'dns-error',
      }),
    );
    if (value.status !== 'unknown') {
      if (cache.size >= maxEntries) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(domain, { value, expires: now() + options.cacheTtlMs });
    }
    return value;
  };
}

async function lookup(resolver: DnsResolver, domain: string): Promise<MailDomain> {
  const mx = await answer(resolver.resolveMx(domain));
  if (mx === 'nxdomain') return { status: 'not-found' };
  if (mx.length > 0) {
    const records = mx
      .map((r) => ({ exchange: r.exchange.replace(/\.$/, '').toLowerCase(), priority: r.priority }))
      .sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange));
    const real = records.filter((r) => r.exchange !== '');
    return real.length === 0 ? { status: 'null-mx' } : { status: 'mx', records: real };
  }
  const [v4, v6] = await Promise.all([answer(resolver.resolve4(domain)), answer(resolver.resolve6(domain))]);
  const addresses = [...(v4 === 'nxdomain' ? [] : v4), ...(v6 === 'nxdomain' ? [] : v6)];
  if (addresses.length > 0) return { status: 'address-only', addresses };
  return v4 === 'nxdomain' && v6 === 'nxdomain' ? { status: 'not-found' } : { status: 'no-mail' };
}

/** A record list; [] when the name exists without records of that type; 'nxdomain' when the name does not exist. */
async function answer<T>(query: Promise<T[]>): Promise<T[] | 'nxdomain'> {
  try {
    return await query;
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENODATA') return [];
    if (code === 'ENOTFOUND') return 'nxdomain';
    throw error;
  }
}

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
