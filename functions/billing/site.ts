import type { ProfileLanguage } from '../../shared/operations/user.js';
import type { BillingDeps } from './deps.js';

/**
 * Where a visitor is sent back after paying, and in which language the payment page speaks to them.
 *
 * The return origin is the one the dashboard was opened on (the browser's `Origin`, else `Host`), but only when
 * it is an origin of this site: the configured public origin, or, when that is a loopback default, the same
 * port on another loopback name (`localhost` and `127.0.0.1` are the same local platform). Anything else falls
 * back to the configured origin, so the checkout can never be turned into a redirect to another site.
 */

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(value: string | undefined): URL | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

export function returnBaseUrl(configured: string, headers: Readonly<Record<string, string | undefined>>): string {
  const site = originOf(configured);
  const host = headers.host?.split(',')[0]?.trim();
  const fromHost = host ? originOf(`${site?.protocol ?? 'https:'}//${host}`) : undefined;
  const visitor = originOf(headers.origin) ?? fromHost;
  if (!site || !visitor) return configured;
  if (visitor.origin === site.origin) return configured;
  const loopback = loopbackHosts.has(site.hostname) && loopbackHosts.has(visitor.hostname);
  return loopback && visitor.protocol === site.protocol && visitor.port === site.port ? visitor.origin : configured;
}

/** Stripe Checkout and portal locales of the site's languages. */
export const stripeLocales = { pt: 'pt-BR', en: 'en', es: 'es', fr: 'fr' } as const satisfies Record<
  ProfileLanguage,
  string
>;

/** Return links follow the site origin the request came from, when it is one of ours (returnBaseUrl). */
export const visitOf = (d: Pick<BillingDeps, 'publicBaseUrl'>, headers: Readonly<Record<string, string>>) => ({
  baseUrl: returnBaseUrl(d.publicBaseUrl, headers),
});
