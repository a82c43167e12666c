import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

const mailSchema = z.object({
  id: z.string(),
  at: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof mailSchema>;

/**
 * A mail handed over by a function's mail engine (functions/platform/account-data/mailer.ts) through
 * `POST /local/outbox`: the functions run as if deployed and never import the local platform.
 */
export const postedMail = mailSchema.pick({ to: true, subject: true, text: true, links: true });

/** Parses a posted mail; undefined when the body is not one. */
export function parsePostedMail(body: Buffer): Omit<OutboxMail, 'id' | 'at'> | undefined {
  try {
    const parsed = postedMail.safeParse(JSON.parse(body.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The local stand-in for e-mail: messages the platform would send (password reset and e-mail verification links,
 * sign-up notes) are kept here, in `<dataDir>/outbox.json`, and shown at `/local/outbox`. Newest first.
 */
export class Outbox {
  private mails: OutboxMail[];

  constructor(private readonly file: string) {
    const parsed = existsSync(file) ? z.array(mailSchema).safeParse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
    this.mails = parsed?.success ? parsed.data : [];
  }

  add(mail: Omit<OutboxMail, 'id' | 'at'>): OutboxMail {
    const entry = { ...mail, id: `mail_${Date.now().toString(36)}${this.mails.length}`, at: new Date().toISOString() };
    this.mails = [entry, ...this.mails].slice(0, 200);
    writeFileSync(this.file, JSON.stringify(this.mails, null, 2));
    return entry;
  }

  list(): readonly OutboxMail[] {
    return this.mails;
  }
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain page listing the outbox with clickable links (developer tool, not part of the product UI). */
export function renderOutbox(mails: readonly OutboxMail[]): string {
  const items = mails
    .map(
      (
        m,
      ) => `<li><p><strong>${escapeHtml(m.subject)}</strong> → ${escapeHtml(m.to)} <small>${escapeHtml(m.at)}</small></p>
<pre>${escapeHtml(m.text)}</pre>
${m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('\n')}</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Local outbox</h1><p>E-mails the local platform would have sent. <a href="/local/outbox.json">JSON</a></p>
${mails.length === 0 ? '<p>No e-mails yet.</p>' : `<ul>${items}</ul>`}</body></html>`;
}
