import { lookup as dnsLookup } from 'node:dns/promises';
import type { buildConnector } from 'undici';
import { canonicalAddress, ipLiteral, isPublicAddress } from './address.js';
import { connectionOrigin, isTrustedOrigin, type TrustedUrls, trustedPrefixes } from './trusted.js';

export interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

/** Host name → addresses. Defaults to the system resolver; tests inject a fake one (no DNS, no network). */
export type Resolve = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Thrown when a URL's host is, or resolves to, an address the guard refuses. */
export class ForbiddenAddressError extends Error {
  readonly host: string;
  readonly address: string;
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public unicast address`);
    this.name = 'ForbiddenAddressError';
    this.host = host;
    this.address = address;
  }
}

/** Thrown when a host name does not resolve. */
export class UnresolvableHostError extends Error {
  readonly host: string;
  constructor(host: string, cause: unknown) {
    super(`${host} does not resolve`, { cause });
    this.name = 'UnresolvableHostError';
    this.host = host;
  }
}

export interface AddressPolicy {
  readonly resolve: Resolve;
  /** Test-only: exact addresses allowed although not public (e.g. `127.0.0.1` for a loopback test server). */
  readonly allowAddresses: ReadonlySet<string>;
  /** The platform's own URLs, reachable wherever they live (see trusted.ts); none when absent. */
  readonly trusted?: TrustedUrls;
}

export const canonicalAddressList = (addresses: readonly string[]): ReadonlySet<string> =>
  new Set(addresses.map(canonicalAddress));

/** The address rules from options: the system resolver and public addresses only, unless a test says otherwise. */
export const addressPolicy = (options: {
  readonly resolve?: Resolve;
  readonly allowAddresses?: readonly string[];
  readonly trusted?: TrustedUrls;
}): AddressPolicy => ({
  resolve: options.resolve ?? systemResolve,
  allowAddresses: canonicalAddressList(options.allowAddresses ?? []),
  ...(options.trusted ? { trusted: options.trusted } : {}),
});

export const addressAllowed = (address: string, policy: AddressPolicy): boolean =>
  isPublicAddress(address) || policy.allowAddresses.has(canonicalAddress(address));

/**
 * Resolves a host and picks the address to connect to. Every resolved address must pass: a name that answers
 * both a public and a private address is refused, which also defeats DNS rebinding between check and use
 * because the connection then goes to the checked address itself.
 */
export async function pickAddress(
  host: string,
  policy: AddressPolicy,
  options: { readonly anyAddress?: boolean } = {},
): Promise<string> {
  const allowed = (address: string) => options.anyAddress === true || addressAllowed(address, policy);
  const literal = ipLiteral(host);
  if (literal !== undefined) {
    if (!allowed(literal)) throw new ForbiddenAddressError(host, literal);
    return literal;
  }
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await policy.resolve(host);
  } catch (cause) {
    throw new UnresolvableHostError(host, cause);
  }
  const first = addresses[0];
  if (first === undefined) throw new UnresolvableHostError(host, undefined);
  for (const { address } of addresses) {
    if (!allowed(address)) throw new ForbiddenAddressError(host, address);
  }
  return first.address;
}

/**
 * An undici connector that checks the destination before any socket exists, then connects to the checked IP
 * (keeping the original name for TLS SNI and certificate checks). `connect` is the socket-opening step (undici's
 * `buildConnector`, which fetch.ts loads at the first fetch); tests pass a spy around it to prove that refused
 * addresses never reach it. A connection to one of the platform's own origins (`policy.trusted`) may go to any
 * address: the fetch has already checked that the URL's path is one of the platform's own (isTrustedUrl), and every
 * redirect hop is checked again before it connects.
 */
export function guardedConnector(policy: AddressPolicy, connect: buildConnector.connector): buildConnector.connector {
  return (options, callback) => {
    const origin = connectionOrigin(options);
    trustedPrefixes(policy)
      .then((prefixes) => pickAddress(options.hostname, policy, { anyAddress: isTrustedOrigin(origin, prefixes) }))
      .then(
        (address) => {
          const servername =
            options.servername ?? (ipLiteral(options.hostname) === undefined ? options.hostname : undefined);
          connect({ ...options, hostname: address, ...(servername ? { servername } : {}) }, callback);
        },
        (error: Error) => callback(error, null),
      );
  };
}
