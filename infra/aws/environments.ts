import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { z } from 'zod';
import { mailFromSchema } from '../../shared/mail-from.js';
import type { Family } from '../../shared/operations/types.js';
import { type SupportConfig, supportConfigSchema } from '../../shared/support-config.js';
import type { WorkerName } from './families.js';

/**
 * Per-environment settings: the only place where sizes, retention and limits of a deployment are written.
 * `cdk.json` may override the deployment-specific fields (account, region, domain, publicBaseUrl) per environment.
 */
export const environmentNames = ['dev', 'staging', 'prod'] as const;
export type EnvironmentName = (typeof environmentNames)[number];

export interface EnvironmentSettings {
  readonly name: EnvironmentName;
  /** Absent: the CLI's current account and region decide (environment-agnostic stacks). */
  readonly account?: string;
  readonly region?: string;
  /** Keep the table, buckets, queues, logs, user pool and key secret when the stack is deleted. */
  readonly retainData: boolean;
  /** Point-in-time recovery (35 days of restores) on the table: every credit and usage row lives there. */
  readonly pointInTimeRecovery: boolean;
  /**
   * Object versioning on the media bucket (generated images and speech kept 30 days for the dashboard histories),
   * so an overwrite or delete by a bug can be undone; old versions expire after `noncurrentDays`. The files bucket
   * holds 1-day uploads and results that callers can recreate, and the site bucket is rebuilt on every deploy.
   */
  readonly mediaVersioning: { readonly enabled: boolean; readonly noncurrentDays: number };
  readonly logRetention: RetentionDays;
  /** Lambda memory (MB) of each family's API function. */
  readonly memoryMb: Readonly<Record<Family, number>>;
  readonly authorizerMemoryMb: number;
  /** Custom domain for the site (none: CloudFront's own domain is used); needs `certificateArn`. */
  readonly domain?: string;
  /** ACM certificate for `domain`, issued in us-east-1 (CloudFront only reads certificates from there). */
  readonly certificateArn?: string;
  /**
   * Origin used in links (reset e-mails, checkout returns). Without a domain, set it after the first deploy to the
   * distribution URL (`-c publicBaseUrl=https://dxxxx.cloudfront.net`): the API cannot reference the distribution
   * directly, because the distribution already references the API.
   */
  readonly publicBaseUrl?: string;
  /** CloudWatch alarms (API 5xx rate, throttles, dead-letter depth, authorizer and function errors, daily spend). */
  readonly alarms: boolean;
  /** Who receives the alarms (an SNS e-mail subscription, confirmed once from the inbox); none: topic only. */
  readonly alarmEmail?: string;
  /** AWS Budgets daily cost budget (USD) whose actual spend above it notifies the alarm topic. */
  readonly dailySpendLimitUsd: number;
  /** WAF rate-based rules on the API and on CloudFront, per client address (see waf.ts). */
  readonly wafRateLimits: WafRateLimits;
  /**
   * Most concurrent invocations of each job worker (its SQS event source's maximum concurrency): a burst of video
   * jobs waits in its queue instead of taking the account's concurrency from the API functions and the authorizer.
   */
  readonly jobConcurrency: Readonly<Record<WorkerName, number>>;
  /** Stage-wide throttle, above every tier. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /** AI image provider of the image family (functions/core/providers/image-ai.ts); absent: none (503, uncharged). */
  readonly imageAi?: ImageAiSettings;
  /** Speech engines of the audio family (functions/audio/config.ts); absent: espeak only, no transcription. */
  readonly audio?: AudioSettings;
  /** Stripe (functions/billing/config.ts); absent: checkout answers 503. */
  readonly billing?: BillingSettings;
  /** Bedrock Converse for script-to-scenes (functions/text/script/config.ts); absent: the deterministic splitter. */
  readonly scriptLlm?: { readonly modelId: string };
  /** Bedrock Nova Reel for image-to-video (functions/core/providers/video-ai.ts); absent: 503, uncharged. */
  readonly videoAi?: { readonly provider: 'none' | 'bedrock'; readonly modelId?: string };
  /** The support channel the site offers (`/config.json`'s `support`, shared/web-config.ts); absent: the contact e-mail. */
  readonly support?: SupportConfig;
  /**
   * Sender of the platform's transactional e-mail (the data export announcement, the newsletter's confirmation):
   * `Name <address>` or an address, whose domain or address is a verified SES identity in the region
   * (docs/newsletter.md#mail). Absent: the platform function gets neither `MAIL_FROM` nor an SES permission, and
   * its mails are only logged as not sent.
   */
  readonly mailFrom?: string;
  /** An SES configuration set the mails are sent with (event publishing, suppression); only beside `mailFrom`. */
  readonly mailConfigurationSet?: string;
}

/** Requests in any `windowSeconds` window (WAF accepts 60, 120, 300 or 600) before a client is answered 429. */
export interface WafRateLimits {
  readonly windowSeconds: 60 | 120 | 300 | 600;
  /**
   * Per client address and API key: above the fastest plan's rate (shared/plans.ts) over the window plus its burst,
   * so no customer is refused by WAF below what they pay for; the per-account limit in the debit write is exact.
   */
  readonly perClientAndKey: number;
  /** Per client address, for requests without a key (dashboard, public routes, the Stripe webhook). */
  readonly perClientWithoutKey: number;
}

export interface ImageAiSettings {
  readonly provider: 'none' | 'http' | 'bedrock';
  /** Task endpoint of a Runware-kind provider. */
  readonly httpUrl?: string;
  /** Secrets Manager secret holding the provider key (raw or JSON `{"apiKey": "..."}`). */
  readonly httpApiKeySecretArn?: string;
  readonly bedrockModelId?: string;
}

export interface AudioSettings {
  readonly sttProvider: 'none' | 'transcribe';
  readonly pollyEnabled: boolean;
  /**
   * Where the audio of a YouTube video without captions is fetched for speech to text (`{id}` is the video id): a
   * service the operator runs or licenses. Without it such a video answers 422.
   */
  readonly youtubeAudioUrlTemplate?: string;
}

export interface BillingSettings {
  /** Secrets Manager JSON secret with the Stripe secret key and webhook secret. */
  readonly stripeSecretArn: string;
  readonly prices: {
    readonly basico: string;
    readonly profissional: string;
    readonly empresarial: string;
    readonly extra: string;
  };
}

// Below one vCPU, a cold start's CPU (importing the bundle, then the first call) is spread over the share that the
// memory buys: the sizes below are the smallest that keep every function's cold start within 1.5 s at its share
// (docs/performance.md, `npm run bench -- cold-start`). Warm calls cost about the same GB-seconds at either size.
const familyMemory: Record<Family, number> = {
  // About 0.9 CPU s of cold start: 3.0 s at 512 MB, 1.2 s at 1,280 MB.
  platform: 1280,
  billing: 1024,
  // Chromium wants at least 1.5 GB. Its first launch and render (unpacking the browser into /tmp, then the page)
  // take about 4.8 s at 2,048 MB and no less at 3,008 MB (docs/performance.md): more memory does not buy it.
  pdf: 2048,
  // sharp and canvas charts (the image bench's process peaks at about 470 MB: 12 MP watermarks and the chart
  // worker); 1.1 CPU s of cold start want 1,536 MB. OCR runs in the text family (about 290 MB with its warm pool);
  // its first call starts the OCR engine, 1.6–1.75 CPU s in all: 1.51 s at 2,048 MB, so 2,560 MB (1.45 vCPU).
  image: 1536,
  text: 2560,
  // One full vCPU: speech is eSpeak then an MP3 encode, both single-threaded and CPU-bound, so up to 1,769 MB a call
  // costs the same GB-seconds at any size and only its latency changes (docs/performance.md).
  audio: 1769,
  // Video operations are async-only: renders run on the media worker (3 GB, families.ts jobWorkers). The API
  // function validates, charges and enqueues, and its accept step probes one stored input at a time with ffprobe
  // (up to 200 MiB read, then written to /tmp), which 1 GB holds with room for the runtime; 1,280 MB for its cold start.
  video: 1280,
  verify: 1024,
  jobs: 1024,
  mcp: 1280,
};

const base = {
  memoryMb: familyMemory,
  // The authorizer and the dead-letter consumer: 0.5–0.6 CPU s of cold start, 1.1 s at 1,024 MB.
  authorizerMemoryMb: 1024,
  wafRateLimits: {
    windowSeconds: 300,
    // The fastest plan sustains 50 requests per second with a burst of 200: 15,200 in five minutes
    // (test/infra/waf.test.ts derives it from shared/plans.ts); 20,000 leaves room for clock skew between WAF's
    // window and the token bucket.
    perClientAndKey: 20_000,
    // A browser page loads about 20 API calls; 2,000 per 5 minutes is far above any dashboard user and well below
    // what one flooding client sends.
    perClientWithoutKey: 2_000,
  },
  // Each running media job holds 3 GB and up to 15 minutes; ten at once stay well inside the default account
  // concurrency (1,000) that the API functions share. Image/OCR jobs are shorter and smaller.
  jobConcurrency: { media: 10, image: 20 },
} as const;

export const environments: Readonly<Record<EnvironmentName, EnvironmentSettings>> = {
  dev: {
    ...base,
    name: 'dev',
    retainData: false,
    pointInTimeRecovery: false,
    mediaVersioning: { enabled: false, noncurrentDays: 1 },
    logRetention: RetentionDays.ONE_WEEK,
    alarms: false,
    dailySpendLimitUsd: 5,
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
  },
  staging: {
    ...base,
    name: 'staging',
    retainData: false,
    pointInTimeRecovery: true,
    mediaVersioning: { enabled: false, noncurrentDays: 1 },
    logRetention: RetentionDays.ONE_MONTH,
    alarms: true,
    dailySpendLimitUsd: 10,
    apiThrottle: { rateLimit: 100, burstLimit: 200 },
  },
  prod: {
    ...base,
    name: 'prod',
    retainData: true,
    pointInTimeRecovery: true,
    mediaVersioning: { enabled: true, noncurrentDays: 30 },
    logRetention: RetentionDays.SIX_MONTHS,
    alarms: true,
    dailySpendLimitUsd: 50,
    apiThrottle: { rateLimit: 500, burstLimit: 1000 },
  },
};

/** What `cdk.json` (context `alquimia`) may set per environment (deployment ids, providers and their secrets). */
const overridesSchema = z
  .object({
    account: z.string().regex(/^\d{12}$/),
    region: z.string().min(1),
    domain: z.string().min(3),
    certificateArn: z.string().startsWith('arn:aws:acm:us-east-1:'),
    publicBaseUrl: z.string().url(),
    alarmEmail: z.email(),
    dailySpendLimitUsd: z.number().positive(),
    scriptLlm: z.object({ modelId: z.string().min(1) }),
    videoAi: z.object({ provider: z.enum(['none', 'bedrock']), modelId: z.string().min(1).optional() }),
    support: supportConfigSchema,
    mailFrom: mailFromSchema,
    mailConfigurationSet: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an SES configuration set name'),
    imageAi: z.object({
      provider: z.enum(['none', 'http', 'bedrock']),
      httpUrl: z.string().url().optional(),
      httpApiKeySecretArn: z.string().startsWith('arn:').optional(),
      bedrockModelId: z.string().min(1).optional(),
    }),
    audio: z.object({
      sttProvider: z.enum(['none', 'transcribe']),
      pollyEnabled: z.boolean(),
      youtubeAudioUrlTemplate: z
        .url({ protocol: /^https$/ })
        .includes('{id}')
        .optional(),
    }),
    billing: z.object({
      stripeSecretArn: z.string().startsWith('arn:'),
      prices: z.object({
        basico: z.string().startsWith('price_'),
        profissional: z.string().startsWith('price_'),
        empresarial: z.string().startsWith('price_'),
        extra: z.string().startsWith('price_'),
      }),
    }),
  })
  .partial();

/** `-c alquimia='{"prod":{...}}'` on the command line arrives as a JSON string; cdk.json gives an object. */
const contextSchema = z.preprocess(
  (value) => (typeof value === 'string' ? JSON.parse(value) : value),
  z.partialRecord(z.enum(environmentNames), overridesSchema).optional(),
);

/**
 * Resolves `-c env=<name>` (default dev) into settings, applying the cdk.json overrides for that environment and a
 * `-c publicBaseUrl=...` given on the command line. Unknown names and incomplete settings fail loudly instead of
 * deploying defaults (see `settingsProblems`).
 */
export function resolveSettings(context: {
  readonly env?: unknown;
  readonly overrides?: unknown;
  readonly publicBaseUrl?: unknown;
}): EnvironmentSettings {
  const name = z.enum(environmentNames).default('dev').parse(context.env);
  const fromFile = contextSchema.parse(context.overrides)?.[name] ?? {};
  const fromCli = z.string().url().optional().parse(context.publicBaseUrl);
  const settings: EnvironmentSettings = {
    ...environments[name],
    ...fromFile,
    ...(fromCli === undefined ? {} : { publicBaseUrl: fromCli }),
  };
  assertDeployable(settings);
  return settings;
}

/** Environments customers use: their links must be real and CloudFront must have its web ACL. */
const publicEnvironments: ReadonlySet<EnvironmentName> = new Set(['staging', 'prod']);

/**
 * What keeps an environment from deploying as intended, one sentence each (empty: deployable). Checked when the
 * settings are resolved and again when the stacks are built, so settings assembled in code cannot skip it.
 */
export function settingsProblems(settings: EnvironmentSettings): string[] {
  const { name } = settings;
  const where = `cdk.json context.alquimia.${name}`;
  const problems: string[] = [];
  if (settings.domain !== undefined && settings.certificateArn === undefined) {
    problems.push(`${name}: a custom domain needs certificateArn (an ACM certificate in us-east-1)`);
  }
  if (publicEnvironments.has(name)) {
    // Without either, PUBLIC_BASE_URL falls back to the functions' localhost default: Stripe returns and e-mail
    // links would point at http://localhost:3000.
    if (settings.domain === undefined && settings.publicBaseUrl === undefined) {
      problems.push(
        `${name}: set domain (with certificateArn) or publicBaseUrl in ${where}, or pass -c publicBaseUrl=https://…; ` +
          'links in e-mails and Stripe checkout returns are built from it.',
      );
    }
    // CloudFront's web ACL lives in us-east-1 and is attached by a cross-region reference, which needs the region.
    if (settings.region === undefined) {
      problems.push(
        `${name}: set region (and account) in ${where}; without it CloudFront is deployed without its WAF.`,
      );
    }
  }
  const bedrock = (provider: string, modelId: string | undefined) =>
    modelId === undefined
      ? [
          `${name}: ${provider} uses Bedrock but names no model id; set it in ${where} to a model that is active ` +
            'in the region (Bedrock retires model versions, so no default is assumed).',
        ]
      : [];
  if (settings.mailConfigurationSet !== undefined && settings.mailFrom === undefined) {
    problems.push(`${name}: mailConfigurationSet needs mailFrom (the sender) in ${where}; without it no mail is sent.`);
  }
  if (settings.imageAi?.provider === 'bedrock') problems.push(...bedrock('imageAi', settings.imageAi.bedrockModelId));
  if (settings.videoAi?.provider === 'bedrock') problems.push(...bedrock('videoAi', settings.videoAi.modelId));
  // scriptLlm has no provider switch: naming it turns Bedrock on, and its schema requires the model id.
  return problems;
}

/** Throws every problem of `settingsProblems` at once, so one synth shows all that is missing. */
export function assertDeployable(settings: EnvironmentSettings): void {
  const problems = settingsProblems(settings);
  if (problems.length) throw new Error(`Environment settings incomplete:\n- ${problems.join('\n- ')}`);
}
