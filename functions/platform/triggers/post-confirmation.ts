import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { z } from 'zod';
import { loadKeySecret } from '../../core/accounts/key-secret.js';
import { type AccountIdentity, ensureAccount } from '../../core/accounts/provision.js';
import { dynamo } from '../../core/clients.js';
import { parseEnv } from '../../core/env.js';
import { logger } from '../../core/logger.js';
import { accountIdFor } from '../../core/principal.js';

const envSchema = z.object({
  TABLE_NAME: z.string().min(3),
  KEY_SECRET: z.string().min(16).optional(),
  KEY_SECRET_ARN: z.string().optional(),
});
/** Read at the first invocation, never at import. */
let env: z.infer<typeof envSchema> | undefined;

/** The identity Cognito confirmed, from the trigger's user attributes. */
export function identityOf(event: PostConfirmationTriggerEvent): AccountIdentity | undefined {
  const attributes = z
    .object({ sub: z.string().min(1), email: z.string().default(''), name: z.string().optional() })
    .safeParse(event.request.userAttributes);
  if (!attributes.success) return undefined;
  const { sub, email, name } = attributes.data;
  return { accountId: accountIdFor(sub), userId: sub, email, name };
}

/**
 * Cognito post confirmation: provisions the account (profile at 0 credits with the welcome grant pending until the
 * e-mail is verified, first key). A failure is logged and swallowed: registration must never fail because of it,
 * and the first authenticated call provisions anyway.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const identity = identityOf(event);
  if (!identity) {
    logger.warn('Post confirmation without a subject; provisioning left to first use');
    return event;
  }
  try {
    // Inside the try: even a bad configuration must not fail the registration.
    env ??= parseEnv(envSchema, process.env, 'post confirmation configuration');
    const secret = await loadKeySecret(env);
    await ensureAccount({ ddb: dynamo(), tableName: env.TABLE_NAME, secret }, identity);
  } catch (error) {
    logger.error('Provisioning at sign-up failed; it will run on first use', { error, accountId: identity.accountId });
  }
  return event;
};
