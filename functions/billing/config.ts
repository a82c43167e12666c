import { createHmac } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import type { PlanId } from '../../shared/plans.js';
import { parseEnv } from '../core/env.js';

/**
 * Billing configuration, parsed once per cold start from the environment:
 * - `STRIPE_SECRET_KEY` + `STRIPE_WEBHOOK_SECRET` (or `STRIPE_SECRET_ARN`, a Secrets Manager JSON secret
 *   `{"secretKey": "sk_…", "webhookSecret": "whsec_…"}`) select real Stripe;
 * - `STRIPE_PRICE_BASICO|PROFISSIONAL|EMPRESARIAL|EXTRA` map the plans and the extra pack to the Price ids of
 *   this environment's Stripe account (no id lives in code);
 * - without keys and with `STAGE=local` the local test checkout plays Stripe's part (see infra/local/checkout);
 *   anywhere else without keys the billing routes answer 503 engine_unavailable.
 */
const envSchema = z.object({
  STAGE: z.enum(['local', 'test', 'dev', 'staging', 'prod']).default('local'),
  PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_SECRET_ARN: z.string().startsWith('arn:').optional(),
  STRIPE_PRICE_BASICO: z.string().startsWith('price_').optional(),
  STRIPE_PRICE_PROFISSIONAL: z.string().startsWith('price_').optional(),
  STRIPE_PRICE_EMPRESARIAL: z.string().startsWith('price_').optional(),
  STRIPE_PRICE_EXTRA: z.string().startsWith('price_').optional(),
  /** Locally the webhook secret of the test checkout is derived from the platform's own secret. */
  KEY_SECRET: z.string().min(16).optional(),
});

const secretSchema = z.object({
  secretKey: z.string().startsWith('sk_'),
  webhookSecret: z.string().startsWith('whsec_'),
});

/** Stripe Price ids of this environment, by what they sell. */
export interface PriceIds {
  readonly plans: Readonly<Record<PlanId, string>>;
  readonly extra: string;
}

export type BillingConfig =
  | {
      readonly mode: 'stripe';
      readonly secretKey: string;
      readonly webhookSecret: string;
      readonly prices: PriceIds;
      readonly publicBaseUrl: string;
    }
  | {
      readonly mode: 'local';
      readonly webhookSecret: string;
      readonly prices: PriceIds;
      readonly publicBaseUrl: string;
    }
  | { readonly mode: 'off'; readonly publicBaseUrl: string };

/** The price ids the local test checkout uses: the same shape as Stripe's, clearly not real ones. */
export const localPrices: PriceIds = {
  plans: { 1: 'price_local_basico', 2: 'price_local_profissional', 3: 'price_local_empresarial' },
  extra: 'price_local_extra',
};

/** The local checkout's signing secret, derived from KEY_SECRET so nothing secret is a literal in code. */
export const localWebhookSecret = (keySecret: string): string =>
  `whsec_${createHmac('sha256', keySecret).update('alquimia local stripe webhook').digest('base64url')}`;

type Env = z.infer<typeof envSchema>;

function pricesFrom(env: Env): PriceIds | undefined {
  const { STRIPE_PRICE_BASICO: b, STRIPE_PRICE_PROFISSIONAL: p, STRIPE_PRICE_EMPRESARIAL: e } = env;
  if (!b || !p || !e || !env.STRIPE_PRICE_EXTRA) return undefined;
  return { plans: { 1: b, 2: p, 3: e }, extra: env.STRIPE_PRICE_EXTRA };
}

/** Parses the environment; `secrets` resolves a Secrets Manager ARN (injected in tests). */
export async function parseBillingConfig(
  raw: Record<string, string | undefined>,
  secrets: (arn: string) => Promise<string> = readSecret,
): Promise<BillingConfig> {
  const env = parseEnv(envSchema, raw, 'billing configuration');
  const publicBaseUrl = env.PUBLIC_BASE_URL.replace(/\/$/, '');
  let keys: z.infer<typeof secretSchema> | undefined;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    keys = { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
  } else if (env.STRIPE_SECRET_ARN) {
    keys = secretSchema.parse(JSON.parse(await secrets(env.STRIPE_SECRET_ARN)));
  }
  if (keys) {
    const prices = pricesFrom(env);
    if (!prices) throw new Error('Stripe keys are set but STRIPE_PRICE_BASICO|PROFISSIONAL|EMPRESARIAL|EXTRA are not');
    return { mode: 'stripe', ...keys, prices, publicBaseUrl };
  }
  if (env.STAGE === 'local' && env.KEY_SECRET) {
    return { mode: 'local', webhookSecret: localWebhookSecret(env.KEY_SECRET), prices: localPrices, publicBaseUrl };
  }
  return { mode: 'off', publicBaseUrl };
}

async function readSecret(arn: string): Promise<string> {
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString) throw new Error(`Secret ${arn} is empty`);
  return SecretString;
}

let cached: Promise<BillingConfig> | undefined;

/** The process-wide billing config, read once (a failed read is retried by the next call). */
export function billingConfig(): Promise<BillingConfig> {
  cached ??= parseBillingConfig(process.env).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Whether billing can work in this environment, decided without reading secrets (for `available`). */
export function billingConfigured(raw: Record<string, string | undefined>): boolean {
  const env = envSchema.safeParse(raw);
  if (!env.success) return false;
  const { STAGE, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_ARN, KEY_SECRET } = env.data;
  return Boolean(
    (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) || STRIPE_SECRET_ARN || (STAGE === 'local' && KEY_SECRET),
  );
}
