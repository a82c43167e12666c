import { describe, expect, it } from 'vitest';
import {
  billingConfigured,
  localPrices,
  localWebhookSecret,
  parseBillingConfig,
} from '../../../functions/billing/config.js';
import { productOfPrice, purchaseOfTag, purchaseTag } from '../../../functions/billing/products.js';

const prices = {
  STRIPE_PRICE_BASICO: 'price_b',
  STRIPE_PRICE_PROFISSIONAL: 'price_p',
  STRIPE_PRICE_EMPRESARIAL: 'price_e',
  STRIPE_PRICE_EXTRA: 'price_x',
};

describe('billing config', () => {
  it('uses Stripe with keys and maps each plan and the pack to this environment’s Price ids', async () => {
    const config = await parseBillingConfig({
      STAGE: 'prod',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      PUBLIC_BASE_URL: 'https://alquimia.example/',
      ...prices,
    });
    expect(config).toEqual({
      mode: 'stripe',
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_abc',
      prices: { plans: { 1: 'price_b', 2: 'price_p', 3: 'price_e' }, extra: 'price_x' },
      publicBaseUrl: 'https://alquimia.example',
    });
  });

  it('reads both secrets from one Secrets Manager secret when only its ARN is given', async () => {
    const arns: string[] = [];
    const config = await parseBillingConfig(
      { STAGE: 'dev', STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:stripe', ...prices },
      async (arn) => {
        arns.push(arn);
        return JSON.stringify({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
      },
    );
    expect(config).toMatchObject({ mode: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(arns).toEqual(['arn:aws:secretsmanager:us-east-1:1:secret:stripe']);
  });

  it('refuses keys without price ids, and malformed values, naming the variables', async () => {
    await expect(
      parseBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).rejects.toThrow(/STRIPE_PRICE_BASICO/);
    await expect(parseBillingConfig({ STRIPE_SECRET_KEY: 'pk_test_1' })).rejects.toThrow(/STRIPE_SECRET_KEY/);
  });

  it('uses the local test checkout only locally without keys, with a secret derived from KEY_SECRET', async () => {
    const local = await parseBillingConfig({ STAGE: 'local', KEY_SECRET: 'k'.repeat(32) });
    expect(local).toMatchObject({
      mode: 'local',
      prices: localPrices,
      webhookSecret: localWebhookSecret('k'.repeat(32)),
    });
    expect(localWebhookSecret('k'.repeat(32))).not.toBe(localWebhookSecret('j'.repeat(32)));
    expect(await parseBillingConfig({ STAGE: 'prod', KEY_SECRET: 'k'.repeat(32) })).toMatchObject({ mode: 'off' });
    expect(billingConfigured({ STAGE: 'prod' })).toBe(false);
    expect(billingConfigured({ STAGE: 'local', KEY_SECRET: 'k'.repeat(32) })).toBe(true);
    expect(billingConfigured({ STAGE: 'prod', STRIPE_SECRET_ARN: 'arn:aws:x' })).toBe(true);
  });
});

describe('products', () => {
  it('round-trips purchase tags and resolves price ids back to what they sell', () => {
    expect(purchaseOfTag(purchaseTag({ kind: 'plan', planId: 3 }))).toEqual({ kind: 'plan', planId: 3 });
    expect(purchaseOfTag('extra')).toEqual({ kind: 'extra' });
    expect(purchaseOfTag('plan:9')).toBeUndefined();
    expect(productOfPrice(localPrices, localPrices.plans[2])).toMatchObject({
      kind: 'plan',
      plan: { id: 2, credits: 10_000 },
    });
    expect(productOfPrice(localPrices, localPrices.extra)).toMatchObject({ kind: 'extra', credits: 1500 });
    expect(productOfPrice(localPrices, 'price_unknown')).toBeUndefined();
  });
});
