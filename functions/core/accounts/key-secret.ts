import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Config } from '../config.js';

let cached: Promise<string> | undefined;

/**
 * The secret that encrypts displayable API keys. Locally `KEY_SECRET` is a literal; on AWS `KEY_SECRET_ARN`
 * names a Secrets Manager secret read once per cold start (the promise is cached, so concurrent first calls
 * share one request).
 */
export function loadKeySecret(
  config: Pick<Config, 'KEY_SECRET' | 'KEY_SECRET_ARN'>,
  secretsClient?: SecretsManagerClient,
): Promise<string> {
  if (config.KEY_SECRET) return Promise.resolve(config.KEY_SECRET);
  const arn = config.KEY_SECRET_ARN;
  if (!arn) return Promise.reject(new Error('KEY_SECRET or KEY_SECRET_ARN must be configured'));
  cached ??= fetchSecret(arn, secretsClient ?? new SecretsManagerClient({})).catch((error: unknown) => {
    // A failed read must not poison the container: the next call tries again.
    cached = undefined;
    throw error;
  });
  return cached;
}

async function fetchSecret(arn: string, client: SecretsManagerClient): Promise<string> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString || SecretString.length < 16)
    throw new Error(`Secret ${arn} is empty or shorter than 16 characters`);
  return SecretString;
}

/** Forgets the cached secret (tests). */
export const resetKeySecretCache = (): void => {
  cached = undefined;
};
