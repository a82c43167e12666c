import { verifyEmail } from '../../../shared/operations/verify.js';
import type { OperationFn } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import { verifyImplementation } from '../deps.js';
import { isDisposableDomain, isFreeProvider, isRoleLocal, suggestDomain } from '../engine/email-lists.js';
import { parseEmail } from '../engine/email-syntax.js';
import type { MailDns, MailDomain } from '../engine/mail-dns.js';

export interface EmailDeps {
  readonly mailDns: MailDns;
}

export type Verdict = 'deliverable' | 'risky' | 'undeliverable' | 'unknown';

interface Reason {
  readonly code: string;
  readonly message: string;
}

/**
 * Syntax, then DNS, then the lists. What can be known without sending mail: whether the address is well formed,
 * whether its domain exists and takes mail, and what kind of mailbox it is. Whether the mailbox itself exists
 * cannot be known (no SMTP probing), so `deliverable` means "nothing found against it".
 */
export function createVerifyEmail(deps: EmailDeps): OperationFn<typeof verifyEmail> {
  return async ({ email }) => {
    const syntax = parseEmail(email);
    if (!syntax.valid) {
      return json({
        email,
        normalized: null,
        verdict: 'undeliverable' satisfies Verdict,
        reasons: [{ code: 'invalid_syntax', message: `Not a valid address: ${syntax.problem}.` }],
        syntax: { valid: false, problem: syntax.problem },
        domain: null,
        mx: null,
        disposable: false,
        role: false,
        freeProvider: false,
        suggestion: null,
      });
    }
    const { local, asciiDomain } = syntax;
    const mail = await deps.mailDns(asciiDomain);
    const disposable = isDisposableDomain(asciiDomain);
    const role = isRoleLocal(local);
    const freeProvider = isFreeProvider(asciiDomain);
    const suggestedDomain = suggestDomain(asciiDomain);
    const reasons: Reason[] = [...dnsReasons(mail, syntax.domain)];
    if (disposable) reasons.push({ code: 'disposable', message: `${syntax.domain} hands out throwaway mailboxes.` });
    if (role)
      reasons.push({ code: 'role_account', message: `${local}@ is usually a shared team mailbox, not a person.` });
    if (suggestedDomain) {
      reasons.push({ code: 'possible_typo', message: `${syntax.domain} looks like a typo of ${suggestedDomain}.` });
    }
    if (syntax.internationalLocal) {
      reasons.push({
        code: 'international_local_part',
        message: 'Only servers with SMTPUTF8 accept non-ASCII local parts.',
      });
    }
    return json({
      email,
      normalized: `${local}@${syntax.domain}`,
      verdict: verdictOf(mail, reasons),
      reasons,
      syntax: { valid: true, local, domain: syntax.domain, asciiDomain },
      domain: { name: asciiDomain, exists: mail.status === 'unknown' ? null : mail.status !== 'not-found' },
      mx: mxOf(mail),
      disposable,
      role,
      freeProvider,
      suggestion: suggestedDomain ? `${local}@${suggestedDomain}` : null,
    });
  };
}

/** Codes that make an address undeliverable whatever else is true; DNS trouble makes it unknown. */
const fatal = new Set(['domain_not_found', 'null_mx', 'no_mail_server']);

function verdictOf(mail: MailDomain, reasons: readonly Reason[]): Verdict {
  if (reasons.some((r) => fatal.has(r.code))) return 'undeliverable';
  if (mail.status === 'unknown') return 'unknown';
  return reasons.length > 0 ? 'risky' : 'deliverable';
}

function dnsReasons(mail: MailDomain, domain: string): Reason[] {
  switch (mail.status) {
    case 'mx':
      return [];
    case 'address-only':
      return [
        {
          code: 'no_mx_record',
          message: `${domain} has no MX record; mail would go to its own address (implicit MX), which few domains serve.`,
        },
      ];
    case 'null-mx':
      return [{ code: 'null_mx', message: `${domain} declares that it accepts no mail (null MX, RFC 7505).` }];
    case 'no-mail':
      return [{ code: 'no_mail_server', message: `${domain} exists but has no MX record and no address.` }];
    case 'not-found':
      return [{ code: 'domain_not_found', message: `${domain} does not exist (NXDOMAIN).` }];
    case 'unknown':
      return [
        mail.cause === 'timeout'
          ? { code: 'dns_timeout', message: `DNS did not answer in time for ${domain}; try again later.` }
          : { code: 'dns_error', message: `DNS failed for ${domain}; try again later.` },
      ];
  }
}

function mxOf(mail: MailDomain) {
  switch (mail.status) {
    case 'mx':
      return { found: true, nullMx: false, implicit: false, records: mail.records };
    case 'address-only':
      return { found: false, nullMx: false, implicit: true, records: [] };
    case 'null-mx':
      return { found: false, nullMx: true, implicit: false, records: [] };
    case 'unknown':
      return null;
    default:
      return { found: false, nullMx: false, implicit: false, records: [] };
  }
}

export default verifyImplementation(verifyEmail, createVerifyEmail);
