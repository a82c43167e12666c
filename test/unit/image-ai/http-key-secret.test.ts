import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { keyReader } from '../../../functions/image/wiring.js';

/** The HTTP image provider's key from Secrets Manager (IMAGE_AI_HTTP_API_KEY_SECRET_ARN), read once per process. */
const secrets = mockClient(SecretsManagerClient);
const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:alquimia/image-provider-AbCdEf';

afterEach(() => secrets.reset());

describe('the HTTP image provider key', () => {
  it('reads {"apiKey": …} from the secret once, for every later call', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: arn }).resolves({ SecretString: '{"apiKey":"rw-secret-1"}' });
    const read = keyReader({ kind: 'secret', arn });
    expect(await Promise.all([read(), read()])).toEqual(['rw-secret-1', 'rw-secret-1']);
    expect(await read()).toBe('rw-secret-1');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('takes a plain-text secret as the key itself', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '  rw-plain-2\n' });
    expect(await keyReader({ kind: 'secret', arn })()).toBe('rw-plain-2');
  });

  it('retries after a failed read instead of keeping the failure', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: '{"apiKey":"rw-3"}' });
    const read = keyReader({ kind: 'secret', arn });
    await expect(read()).rejects.toThrow('throttled');
    expect(await read()).toBe('rw-3');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('refuses an empty secret or a JSON secret without apiKey', async () => {
    secrets.on(GetSecretValueCommand).resolvesOnce({ SecretString: '' }).resolves({ SecretString: '{"key":"x"}' });
    await expect(keyReader({ kind: 'secret', arn })()).rejects.toThrow('empty');
    await expect(keyReader({ kind: 'secret', arn })()).rejects.toThrow();
  });

  it('uses a key given as a value without calling Secrets Manager', async () => {
    expect(await keyReader({ kind: 'value', value: 'rw-env' })()).toBe('rw-env');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});
