import { invalidRequest } from '../errors.js';
import { type AddressPolicy, ForbiddenAddressError, pickAddress } from './connector.js';

/**
 * A URL's host, at accept time or in a dry run: one that is (or resolves to) an address that is not public is a
 * 400 naming `field`; one that does not resolve now is left to the fetch, which checks again when it connects.
 */
export async function checkPublicHost(hostname: string, field: string, policy: AddressPolicy): Promise<void> {
  try {
    await pickAddress(hostname, policy);
  } catch (cause) {
    if (!(cause instanceof ForbiddenAddressError)) return;
    throw invalidRequest(
      `${field}: the host must resolve to public addresses only (not loopback, private or link-local).`,
      [{ path: field, message: 'the host is not a public address' }],
    );
  }
}
