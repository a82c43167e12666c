import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadKeySecret, resetKeySecretCache } from '../../../functions/core/accounts/key-secret.js';

const secretsMock = mockClient(SecretsManagerClient);
const client = new SecretsManagerClient({ region: 'us-east-1' });

beforeEach(() => {
  secretsMock.reset();
  resetKeySecretCache();
});

describe('loadKeySecret', () => {
  it('uses the literal KEY_SECRET without calling Secrets Manager', async () => {
    await expect(loadKeySecret({ KEY_SECRET: 'literal-secret-0123456789' }, client)).resolves.toBe(
      'literal-secret-0123456789',
    );
    expect(secretsMock.calls()).toHaveLength(0);
  });

  it('reads KEY_SECRET_ARN once and caches it for the container', async () => {
    secretsMock.on(GetSecretValueCommand).resolves({ SecretString: 'from-secrets-manager-0123' });
    const config = { KEY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:k' };
    const [a, b] = await Promise.all([loadKeySecret(config, client), loadKeySecret(config, client)]);
    await loadKeySecret(config, client);
    expect([a, b]).toEqual(['from-secrets-manager-0123', 'from-secrets-manager-0123']);
    expect(secretsMock.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('tries again after a failed read instead of caching the failure', async () => {
    secretsMock
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: 'second-try-secret-0123' });
    const config = { KEY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:k' };
    await expect(loadKeySecret(config, client)).rejects.toThrow('throttled');
    await expect(loadKeySecret(config, client)).resolves.toBe('second-try-secret-0123');
  });

  it('fails clearly when neither is configured', async () => {
    await expect(loadKeySecret({}, client)).rejects.toThrow('KEY_SECRET or KEY_SECRET_ARN');
  });
});
