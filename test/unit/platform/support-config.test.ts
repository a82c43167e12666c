import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../../infra/aws/environments.js';
import { supportConfigFromEnv, supportConfigSchema } from '../../../shared/support-config.js';
import { webConfigSchema } from '../../../shared/web-config.js';
import { supportChannelOf } from '../../../web/src/components/support/support-channel.js';

/** The support block of `/config.json`: from the local env or the AWS environment's settings, to the web's channel. */
describe('support config', () => {
  it('is absent when nothing is configured, and the web then offers the contact e-mail', () => {
    expect(supportConfigFromEnv({})).toBeUndefined();
    expect(supportConfigFromEnv({ SUPPORT_EMAIL: '', SUPPORT_WHATSAPP: '' })).toBeUndefined();
    expect(supportChannelOf({})).toEqual({ kind: 'email', address: 'contato@alquimia.dev' });
  });

  it('takes a WhatsApp number as written by people and keeps its digits, which the web then prefers', () => {
    const support = supportConfigFromEnv({
      SUPPORT_WHATSAPP: '+55 (11) 98765-4321',
      SUPPORT_EMAIL: 'ajuda@example.com',
    });
    expect(support).toEqual({ whatsapp: '5511987654321', email: 'ajuda@example.com' });
    expect(supportChannelOf({ support })).toEqual({ kind: 'whatsapp', number: '5511987654321' });
    expect(supportChannelOf({ support: { email: 'ajuda@example.com' } })).toEqual({
      kind: 'email',
      address: 'ajuda@example.com',
    });
  });

  it('refuses a malformed number or address instead of serving a channel nobody answers', () => {
    expect(() => supportConfigFromEnv({ SUPPORT_WHATSAPP: '12345' })).toThrow(/WhatsApp number/);
    expect(() => supportConfigFromEnv({ SUPPORT_EMAIL: 'not-an-address' })).toThrow();
  });

  it('rides beside the web config: its schema leaves it to the support module, which reads it raw', () => {
    const served = { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client', stage: 'dev' };
    expect(() => webConfigSchema.parse({ ...served, support: { whatsapp: '5511987654321' } })).not.toThrow();
    expect(supportConfigSchema.parse({ whatsapp: '5511987654321' })).toEqual({ whatsapp: '5511987654321' });
  });

  it('comes from the environment’s `support` setting in cdk.json on AWS', () => {
    const settings = resolveSettings({
      env: 'dev',
      overrides: { dev: { support: { whatsapp: '+55 11 98765-4321' } } },
    });
    expect(settings.support).toEqual({ whatsapp: '5511987654321' });
    expect(resolveSettings({ env: 'dev', overrides: {} }).support).toBeUndefined();
    expect(() => resolveSettings({ env: 'dev', overrides: { dev: { support: { whatsapp: 'call us' } } } })).toThrow();
  });
});
