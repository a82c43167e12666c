import { z } from 'zod';

/** One e-mail kept by the local platform's outbox (`GET /local/outbox.json`, newest first). */
const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string().optional(),
  body: z.string().optional(),
  link: z.string().optional(),
  links: z.array(z.string()).optional(),
});

/** The newest password-reset link sent to `email`, or undefined. */
export async function latestResetLink(baseUrl: string, email: string): Promise<string | undefined> {
  const response = await fetch(new URL('/local/outbox.json', baseUrl));
  const mails = z.array(mailSchema).parse(await response.json());
  const mail = mails.find((m) => m.to.toLowerCase() === email.toLowerCase());
  const link = mail?.link ?? mail?.links?.find((l) => l.includes('/reset-password'));
  // The link names the platform's public origin; keep the path and query, on the origin under test.
  return link === undefined ? undefined : new URL(new URL(link).pathname + new URL(link).search, baseUrl).toString();
}
