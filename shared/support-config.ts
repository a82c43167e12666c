import { z } from 'zod';

/**
 * Where customers ask for help (the floating help button, the credits page's support link), served in
 * `/config.json` as `support`: an e-mail address (the site's contact address when absent) and, when the deployment
 * has one, a WhatsApp number (digits, with the country code), which the web then prefers. Set locally by
 * `SUPPORT_EMAIL` / `SUPPORT_WHATSAPP`, on AWS by the environment's `support` setting (infra/aws/environments.ts).
 * Not part of `webConfigSchema`: the web reads it from the raw config without the schema library
 * (web/src/components/support/support-channel.ts), so the dashboard's first screen does not carry it.
 */
export const supportConfigSchema = z.object({
  email: z.email().optional(),
  whatsapp: z
    .string()
    .transform((value) => value.replace(/[\s()+-]/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, 'a WhatsApp number: 8 to 15 digits with the country code'))
    .optional(),
});
export type SupportConfig = z.infer<typeof supportConfigSchema>;

/** The support block from the environment, or nothing when neither variable is set. */
export function supportConfigFromEnv(env: Readonly<Record<string, string | undefined>>): SupportConfig | undefined {
  const email = env.SUPPORT_EMAIL || undefined;
  const whatsapp = env.SUPPORT_WHATSAPP || undefined;
  if (email === undefined && whatsapp === undefined) return undefined;
  return supportConfigSchema.parse({ email, whatsapp });
}
