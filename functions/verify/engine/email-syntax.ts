import { domainToASCII } from 'node:url';

/**
 * A practical subset of RFC 5321/5322 for addresses people actually use: a dot-atom local part (RFC 5322
 * `atext`, or UTF-8 letters per RFC 6531), at most 64 octets; a domain of at least two LDH labels (IDNA, so
 * `josé@exemplo.com.br` and `a@bücher.de` work), at most 253 characters in ASCII form, with a non-numeric TLD.
 * Quoted local parts, comments and IP literals are refused by the operation's schema before this runs.
 */

export type SyntaxResult =
  | {
      readonly valid: true;
      readonly local: string;
      /** The domain as typed, lower-cased (Unicode kept). */
      readonly domain: string;
      /** The domain in ASCII (punycode `xn--` labels), what DNS is asked about. */
      readonly asciiDomain: string;
      /** The local part holds non-ASCII letters: only SMTPUTF8 servers accept such addresses. */
      readonly internationalLocal: boolean;
    }
  | { readonly valid: false; readonly problem: string };

const atext = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const utf8Atext = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
const ldhLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function parseEmail(address: string): SyntaxResult {
  const at = address.lastIndexOf('@');
  if (at < 0) return invalid('the address has no @');
  const local = address.slice(0, at);
  const domain = address
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  if (local.length === 0) return invalid('the part before @ is empty');
  if (domain.length === 0) return invalid('the domain after @ is empty');
  if (local.includes('@')) return invalid('the address has more than one @');
  if (Buffer.byteLength(local) > 64) return invalid('the part before @ is longer than 64 bytes');
  const atoms = local.split('.');
  if (atoms.some((atom) => atom.length === 0)) {
    return invalid('the part before @ starts or ends with a dot, or has two dots in a row');
  }
  const ascii = atoms.every((atom) => atext.test(atom));
  if (!ascii && !atoms.every((atom) => utf8Atext.test(atom))) {
    return invalid('the part before @ has characters an address cannot hold (spaces, commas, brackets…)');
  }
  const asciiDomain = domainToASCII(domain);
  if (asciiDomain === '') return invalid(`${domain} is not a valid domain name`);
  if (asciiDomain.length > 253) return invalid('the domain is longer than 253 characters');
  const labels = asciiDomain.split('.');
  if (labels.length < 2) return invalid(`${domain} has no top-level domain (like .com or .br)`);
  if (!labels.every((label) => ldhLabel.test(label))) return invalid(`${domain} is not a valid domain name`);
  const tld = labels.at(-1) ?? '';
  if (/^\d+$/.test(tld) || tld.length < 2) return invalid(`${domain} does not end in a valid top-level domain`);
  return { valid: true, local, domain, asciiDomain, internationalLocal: !ascii };
}

const invalid = (problem: string): SyntaxResult => ({ valid: false, problem });
