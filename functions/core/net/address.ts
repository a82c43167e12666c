import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a server-side fetch may reach: public unicast only. ipaddr.js classifies every special range
 * (loopback, private, link-local incl. 169.254.169.254, unique local, unspecified, carrier-grade NAT, multicast,
 * reserved, 6to4/Teredo/NAT64 tunnels…); `process` first unwraps IPv4-mapped IPv6 (`::ffff:127.0.0.1`), so the
 * embedded IPv4 is what gets judged.
 */
export function isPublicAddress(address: string): boolean {
  const bare = stripBrackets(address);
  if (!ipaddr.isValid(bare)) return false;
  try {
    return ipaddr.process(bare).range() === 'unicast';
  } catch {
    return false;
  }
}

/** `[::1]` (URL host form) → `::1`. */
export function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * The IP literal a URL host names, if it is one. WHATWG URL parsing has already turned decimal (`2130706433`),
 * hex (`0x7f000001`), octal (`0177.0.0.1`) and short (`127.1`) IPv4 forms into dotted quads, so `isIP` suffices.
 */
export function ipLiteral(host: string): string | undefined {
  const bare = stripBrackets(host);
  return isIP(bare) === 0 ? undefined : bare;
}

/** Normalised form for comparing against an allow-list (`::ffff:127.0.0.1` and `127.0.0.1` are the same). */
export function canonicalAddress(address: string): string {
  const bare = stripBrackets(address);
  return ipaddr.isValid(bare) ? ipaddr.process(bare).toNormalizedString() : bare;
}
