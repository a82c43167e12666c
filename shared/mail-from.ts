import { z } from 'zod';

/**
 * The sender of the platform's transactional e-mail (`MAIL_FROM`, set from an environment's `mailFrom` in
 * infra/aws/environments.ts): a bare address or `Name <address>`. Shared because the CDK app scopes the SES
 * permission to the sender's identity (infra/aws/permissions.ts) and the platform function sends from it
 * (functions/platform/account-data/ses-mailer.ts); both read it through `senderOf`, so they cannot disagree.
 */
export interface Sender {
  /** The `From` header as SES takes it: the address, or the name (RFC 2047-encoded when not plain ASCII) and it. */
  readonly header: string;
  readonly address: string;
  /** The address's domain: the SES identity when the whole domain is verified. */
  readonly domain: string;
}

const address = z.email();
const named = /^([^<>]*)<([^<>]+)>$/;
/** A display name SES takes as it is: printable ASCII atoms, spaces and dots (no quotes, commas or brackets). */
const plainName = /^[A-Za-z0-9 !#$%&'*+\-/=?^_`{|}~.]+$/;

/** An RFC 2047 encoded-word: what a header carries for a name outside plain ASCII (`São` → `=?UTF-8?B?U8Ojbw==?=`). */
const encodedName = (name: string): string =>
  plainName.test(name) ? name : `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(name)))}?=`;

/** The sender `value` names, or undefined when it is neither an address nor `Name <address>`. */
export function senderOf(value: string): Sender | undefined {
  const text = value.trim();
  const match = named.exec(text);
  const name = match?.[1]?.trim() ?? '';
  const email = (match?.[2] ?? text).trim();
  if (!address.safeParse(email).success) return undefined;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return { header: name === '' ? email : `${encodedName(name)} <${email}>`, address: email, domain };
}

const expected = 'an e-mail address or "Name <address>"';

/** An environment's `mailFrom` (infra/aws/environments.ts): kept as written, refused unless `senderOf` reads it. */
export const mailFromSchema = z.string().refine((value) => senderOf(value) !== undefined, expected);

/** `MAIL_FROM` as the function reads it: the sender, or an issue naming the expected form. */
export const senderSchema = z.string().transform((value, ctx) => {
  const sender = senderOf(value);
  if (sender === undefined) ctx.addIssue({ code: 'custom', message: expected });
  return sender ?? z.NEVER;
});
