import { describe, expect, it } from 'vitest';
import { assertDeployable, environments, resolveSettings, settingsProblems } from '../../infra/aws/environments.js';
import { deployableOverrides } from './helpers.js';

/**
 * What staging and prod refuse to synthesize without (environments.ts `settingsProblems`): a first deploy must
 * not build links to localhost, ship CloudFront without its WAF, or call a retired Bedrock model by default.
 */
describe('deployable settings', () => {
  it.each(['staging', 'prod'] as const)(
    '%s without a domain or public URL fails naming both and where to set them',
    (env) => {
      const { publicBaseUrl: _omitted, ...rest } = deployableOverrides[env];
      expect(() => resolveSettings({ env, overrides: { [env]: rest } })).toThrow(
        new RegExp(`${env}: set domain \\(with certificateArn\\) or publicBaseUrl in cdk.json context.alquimia.${env}`),
      );
    },
  );

  it.each(['staging', 'prod'] as const)('%s without a region fails: CloudFront would have no WAF', (env) => {
    const { region: _omitted, ...rest } = deployableOverrides[env];
    expect(() => resolveSettings({ env, overrides: { [env]: rest } })).toThrow(/set region .*without its WAF/);
  });

  it("with cdk.json's empty entries, staging and prod list every missing setting at once", () => {
    for (const env of ['staging', 'prod'] as const) {
      expect(settingsProblems(environments[env])).toHaveLength(2);
    }
  });

  it('accepts a domain (with its certificate) or a public URL, and dev needs neither', () => {
    expect(() => resolveSettings({ env: 'prod', overrides: deployableOverrides })).not.toThrow();
    const withDomain = {
      prod: {
        region: 'sa-east-1',
        domain: 'alquimia.example',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      },
    };
    expect(resolveSettings({ env: 'prod', overrides: withDomain }).domain).toBe('alquimia.example');
    expect(() => resolveSettings({ env: 'dev' })).not.toThrow();
  });

  it('takes the overrides as JSON on the command line (`-c alquimia=...`), as the CI synth passes them', () => {
    const settings = resolveSettings({ env: 'staging', overrides: JSON.stringify(deployableOverrides) });
    expect(settings).toMatchObject(deployableOverrides.staging);
  });

  it('refuses settings assembled in code too (the stacks check them again)', () => {
    expect(() => assertDeployable({ ...environments.prod, region: 'sa-east-1' })).toThrow(/publicBaseUrl/);
  });
});

describe('Bedrock model ids', () => {
  const prod = (extra: object) => ({ env: 'prod', overrides: { prod: { ...deployableOverrides.prod, ...extra } } });

  it('are required for every Bedrock provider that is turned on, with no default in infra', () => {
    expect(() => resolveSettings(prod({ imageAi: { provider: 'bedrock' } }))).toThrow(
      /imageAi uses Bedrock but names no model id/,
    );
    expect(() => resolveSettings(prod({ videoAi: { provider: 'bedrock' } }))).toThrow(
      /videoAi uses Bedrock but names no model id/,
    );
    // scriptLlm has no provider switch: naming it without a model id does not parse.
    expect(() => resolveSettings(prod({ scriptLlm: {} }))).toThrow();
  });

  it('are taken as configured, and providers left off need none', () => {
    const settings = resolveSettings(
      prod({
        imageAi: { provider: 'bedrock', bedrockModelId: 'amazon.nova-canvas-v1:0' },
        videoAi: { provider: 'bedrock', modelId: 'amazon.nova-reel-v1:1' },
        scriptLlm: { modelId: 'us.amazon.nova-micro-v1:0' },
      }),
    );
    expect(settings.videoAi?.modelId).toBe('amazon.nova-reel-v1:1');
    expect(() => resolveSettings(prod({ imageAi: { provider: 'http' }, videoAi: { provider: 'none' } }))).not.toThrow();
  });
});
