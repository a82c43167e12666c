import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { z } from 'zod';
import type { Family } from '../../shared/operations/types.js';

/**
 * Per-environment settings: the only place where sizes, retention and limits of a deployment are written.
 * `cdk.json` may override the deployment-specific fields (account, region, domain, publicBaseUrl) per environment.
 */
export const environmentNames = ['dev', 'staging', 'prod'] as const;
export type EnvironmentName = (typeof environmentNames)[number];

/**
 * One API Gateway usage plan per customer tier. The authorizer answers with the tier's `usageIdentifierKey`,
 * so API Gateway throttles each tier by these numbers (customer keys are never API Gateway keys).
 * `planId` is the profile's plan (0 = none/free, 1 Básico, 2 Profissional, 3 Empresarial).
 */
export interface UsageTier {
  readonly planId: 0 | 1 | 2 | 3;
  readonly name: 'free' | 'basico' | 'profissional' | 'empresarial';
  /** Steady requests per second. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface EnvironmentSettings {
  readonly name: EnvironmentName;
  /** Absent: the CLI's current account and region decide (environment-agnostic stacks). */
  readonly account?: string;
  readonly region?: string;
  /** Keep the table, buckets, user pool and key secret when the stack is deleted. */
  readonly retainData: boolean;
  readonly logRetention: RetentionDays;
  /** Lambda memory (MB) of each family's API function. */
  readonly memoryMb: Readonly<Record<Family, number>>;
  /** The job worker runs any family's operation, so it gets the largest engine's memory. */
  readonly workerMemoryMb: number;
  readonly authorizerMemoryMb: number;
  /** Custom domain for the site (none yet: CloudFront's own domain is used). */
  readonly domain?: string;
  /**
   * Origin used in links (reset e-mails, checkout returns). Without a domain, set it after the first deploy to the
   * distribution URL (`-c publicBaseUrl=https://dxxxx.cloudfront.net`): the API cannot reference the distribution
   * directly, because the distribution already references the API.
   */
  readonly publicBaseUrl?: string;
  /** CloudWatch alarms on the dead-letter queue, API 5xx and function errors. */
  readonly alarms: boolean;
  /** Stage-wide throttle, above every tier. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly usageTiers: readonly UsageTier[];
}

const familyMemory: Record<Family, number> = {
  platform: 512,
  billing: 512,
  // Chromium wants at least 1.5 GB.
  pdf: 2048,
  // sharp, canvas charts and tesseract OCR.
  image: 2048,
  text: 1024,
  audio: 1024,
  video: 3008,
  verify: 512,
  jobs: 512,
};

const usageTiers: readonly UsageTier[] = [
  { planId: 0, name: 'free', rateLimit: 2, burstLimit: 5 },
  { planId: 1, name: 'basico', rateLimit: 5, burstLimit: 10 },
  { planId: 2, name: 'profissional', rateLimit: 20, burstLimit: 40 },
  { planId: 3, name: 'empresarial', rateLimit: 50, burstLimit: 100 },
];

const base = {
  memoryMb: familyMemory,
  workerMemoryMb: 3008,
  authorizerMemoryMb: 512,
  usageTiers,
} as const;

export const environments: Readonly<Record<EnvironmentName, EnvironmentSettings>> = {
  dev: {
    ...base,
    name: 'dev',
    retainData: false,
    logRetention: RetentionDays.ONE_WEEK,
    alarms: false,
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
  },
  staging: {
    ...base,
    name: 'staging',
    retainData: false,
    logRetention: RetentionDays.ONE_MONTH,
    alarms: true,
    apiThrottle: { rateLimit: 100, burstLimit: 200 },
  },
  prod: {
    ...base,
    name: 'prod',
    retainData: true,
    logRetention: RetentionDays.SIX_MONTHS,
    alarms: true,
    apiThrottle: { rateLimit: 500, burstLimit: 1000 },
  },
};

/** What `cdk.json` (context `alquimia`) may override per environment. */
const overridesSchema = z
  .object({
    account: z.string().regex(/^\d{12}$/),
    region: z.string().min(1),
    domain: z.string().min(3),
    publicBaseUrl: z.string().url(),
  })
  .partial();

const contextSchema = z.partialRecord(z.enum(environmentNames), overridesSchema).optional();

/**
 * Resolves `-c env=<name>` (default dev) into settings, applying the cdk.json overrides for that environment and a
 * `-c publicBaseUrl=...` given on the command line. Unknown names fail loudly instead of deploying defaults.
 */
export function resolveSettings(context: {
  readonly env?: unknown;
  readonly overrides?: unknown;
  readonly publicBaseUrl?: unknown;
}): EnvironmentSettings {
  const name = z.enum(environmentNames).default('dev').parse(context.env);
  const fromFile = contextSchema.parse(context.overrides)?.[name] ?? {};
  const fromCli = z.string().url().optional().parse(context.publicBaseUrl);
  return {
    ...environments[name],
    ...fromFile,
    ...(fromCli === undefined ? {} : { publicBaseUrl: fromCli }),
  };
}
