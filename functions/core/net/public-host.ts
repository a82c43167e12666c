import { invalidRequest } from '../errors.js';
import { type AddressPolicy, ForbiddenAddressError, pickAddress } from './connector.js';
import { isTrustedOrigin, isTrustedUrl, trustedPrefixes } from './trusted.js';

const notPublic = (field: string) =>
  invalidRequest(`${field}: the host must resolve to public addresses only (not loopback, private or link-local).`, [
    { path: field, message: 'the host is not a public address' },
  ]);

/**
 * A URL's host, at accept time or in a dry run: one that is (or resolves to) an address that is not public is a
 * 400 naming `field`; one that does not resolve now is left to the fetch, which checks again when it connects.
 */
export async function checkPublicHost(hostname: string, field: string, policy: AddressPolicy): Promise<void> {
  try {
    await pickAddress(hostname, policy);
  } catch (cause) {
    if (!(cause instanceof ForbiddenAddressError)) return;
    throw notPublic(field);
  }
}

/**
 * The same check for a whole URL, with the fetch's rule for the platform's own URLs (trusted.ts): a stored result
 * passes wherever it lives, any other path on that origin is refused, everything else is checkPublicHost.
 */
export async function checkFetchableUrl(url: URL, field: string, policy: AddressPolicy): Promise<void> {
  const prefixes = await trustedPrefixes(policy);
  if (isTrustedOrigin(url.origin, prefixes)) {
    if (isTrustedUrl(url, prefixes)) return;
    throw notPublic(field);
  }
  await checkPublicHost(url.hostname, field, policy);
}
