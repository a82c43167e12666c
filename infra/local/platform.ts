import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { releaseProcessResources } from '../../functions/core/process-resources.js';
import { buckets, queues } from '../../shared/resources.js';
import { type SupportConfig, supportConfigFromEnv } from '../../shared/support-config.js';
import { type WebConfig, webConfigSchema } from '../../shared/web-config.js';
import { exportDelivery, exportQueueVariable } from '../aws/export-delivery.js';
import { eventSourceVisibilitySeconds } from '../aws/queue-timing.js';
import { cognitoVerifier } from './gateway/auth.js';
import { functionLoader } from './gateway/functions.js';
import { type RouteSpec, RouteTable } from './gateway/routes.js';
import { type Gateway, startGateway } from './gateway/server.js';
import { startBundledFunctions } from './lambda/bundled.js';
import { freePort } from './net.js';
import { loadRoutes } from './operations.js';
import { Outbox } from './outbox.js';
import { type Poller, startQueuePoller } from './queue-poller.js';
import { startSchedules } from './schedules.js';
import { LOCAL_REGION, startCognito } from './standins/cognito.js';
import { standardClaimsFrom } from './standins/cognito-claims.js';
import { startCognitoShim } from './standins/cognito-shim.js';
import type { CognitoTriggers } from './standins/cognito-triggers.js';
import { startDynamo } from './standins/dynamodb.js';
import { startS3 } from './standins/s3.js';
import { type SqsStandIn, startSqs } from './standins/sqs.js';
import { ensureTable } from './tables.js';
import { webDistDir } from './web-build.js';

export const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface PlatformOptions {
  /** Public gateway port; 0 picks a free one. */
  readonly port: number;
  /** Where stand-ins keep data (`.local` for `npm start`, a temp dir in tests). */
  readonly dataDir: string;
  /** No request log, no stand-in chatter; errors still reach stderr unless `silent`. */
  readonly quiet?: boolean;
  readonly silent?: boolean;
  /** Routes to serve instead of the operation table (tests of the gateway itself). */
  readonly routes?: readonly RouteSpec[];
  /** Project root whose `functions/` the gateway runs (defaults to this repository). */
  readonly root?: string;
  /** Gateway timeout; API Gateway's is 29 s. */
  readonly timeoutMs?: number;
  /** How long the api-key authorizer's answer is reused per key (gateway/authorizer-cache.ts); AWS's by default. */
  readonly authorizerCacheMs?: number;
  /** Interface the gateway binds (default 127.0.0.1). */
  readonly host?: string;
  /** Extra function env (tests: `JOBS_WEBHOOK_ALLOW_ADDRESSES`); `npm start` sets none. */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Bundled mode (`npm start -- --bundled`): every function runs from its asset in this synthesized assembly, in a
   * Lambda sandbox, with the template's settings (infra/local/lambda); the template's queues and event sources
   * replace the source mode's single jobs queue.
   */
  readonly bundled?: {
    readonly assemblyDir: string;
    /** Host loopback ports the sandboxed functions may reach besides the stand-ins' (a test's webhook receiver). */
    readonly reachablePorts?: readonly number[];
  };
}

/** Everything a function (or a test building AWS clients) needs to reach the stand-ins. */
export type PlatformEnv = Record<string, string>;

export interface Platform {
  readonly baseUrl: string;
  readonly env: PlatformEnv;
  readonly ports: Readonly<Record<string, number>>;
  /** Milliseconds from call to ready, per step. */
  readonly timings: Readonly<Record<string, number>>;
  readonly routeCount: number;
  readonly outbox: Outbox;
  stop(): Promise<void>;
}

/** Local resource names: the shared logical names with the stage prefix the deployed ones get. */
export const localNames = {
  table: 'alquimia-local',
  filesBucket: `alquimia-local-${buckets.files.name}`,
  mediaBucket: `alquimia-local-${buckets.media.name}`,
  jobsQueue: `alquimia-local-${queues.jobs.name}`,
  deadLetterQueue: `alquimia-local-${queues.jobsDeadLetter.name}`,
  exportsQueue: `alquimia-local-${exportDelivery.queueName}`,
  exportsDeadLetterQueue: `alquimia-local-${exportDelivery.deadLetterQueueName}`,
} as const;

/**
 * Source mode's export queue, with the template's settings (infra/aws/export-delivery.ts): large data exports are
 * built by their own consumer at once, not by the next sweep. Bundled mode creates the template's queue instead.
 */
async function startExportQueue(sqs: SqsStandIn): Promise<{ url: string; arn: string }> {
  const deadLetter = await sqs.createQueue({
    name: localNames.exportsDeadLetterQueue,
    visibilityTimeoutSeconds: 30,
    retentionSeconds: exportDelivery.deadLetterRetentionDays * 86_400,
  });
  return sqs.createQueue({
    name: localNames.exportsQueue,
    visibilityTimeoutSeconds: eventSourceVisibilitySeconds(exportDelivery.timeoutSeconds),
    retentionSeconds: exportDelivery.retentionDays * 86_400,
    redrive: { deadLetterArn: deadLetter.arn, maxReceiveCount: exportDelivery.maxReceiveCount },
  });
}

/** A random KEY_SECRET made once per data dir, so encrypted keys stay readable across restarts. */
async function keySecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

type Started = { stop(): Promise<void> };

/** Stops what did start and rejects naming every stand-in that failed. */
async function failStart(names: readonly string[], settled: readonly PromiseSettledResult<Started>[]): Promise<never> {
  const failures = settled.flatMap((s, i) =>
    s.status === 'rejected' ? [`${names[i]}: ${s.reason instanceof Error ? s.reason.message : String(s.reason)}`] : [],
  );
  await Promise.allSettled(settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.stop()] : [])));
  throw new Error(`The local platform could not start:\n  ${failures.join('\n  ')}`);
}

/**
 * Boots the whole local platform (stand-ins, gateway, queue pollers) and points this process's AWS SDK
 * env at it. Handler modules are imported lazily by the gateway, after the env below is in place.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const t0 = Date.now();
  // The SDK's Node 20 notice is noise for a local tool (research: every client prints it once).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const timings: Record<string, number> = {};
  const mark = (step: string): void => {
    timings[step] = Date.now() - t0;
  };
  const root = options.root ?? projectRoot;
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const say = options.quiet ? () => {} : (line: string) => process.stdout.write(`${line}\n`);
  const sayError = options.silent ? () => {} : (line: string) => process.stderr.write(`${line}\n`);

  const [port, secret] = await Promise.all([
    options.port === 0 ? freePort() : Promise.resolve(options.port),
    keySecret(dataDir),
  ]);
  const baseUrl = `http://localhost:${port}`;
  const timed = <T>(step: string, p: Promise<T>): Promise<T> =>
    p.then((v) => {
      mark(step);
      return v;
    });

  const names = ['DynamoDB Local', 'S3 (s3rver)', 'SQS (fauxqs)', 'Cognito (cognito-local)'] as const;
  const settled = await Promise.allSettled([
    timed('dynamodb', startDynamo(dataDir)),
    timed('s3', startS3(dataDir, [localNames.filesBucket, localNames.mediaBucket])),
    timed(
      'sqs',
      startSqs({
        jobs: localNames.jobsQueue,
        deadLetter: localNames.deadLetterQueue,
        visibilityTimeoutSeconds: queues.jobs.visibilityTimeoutSeconds,
        maxReceiveCount: queues.jobs.maxReceiveCount,
        retentionSeconds: queues.jobsDeadLetter.retentionDays * 86_400,
      }),
    ),
    timed('cognito', startCognito(dataDir)),
  ] as const);
  const [d, s3r, q, c] = settled;
  if (d.status === 'rejected' || s3r.status === 'rejected' || q.status === 'rejected' || c.status === 'rejected') {
    return failStart(names, settled);
  }
  const dynamo = d.value;
  const s3 = s3r.value;
  const sqs = q.value;
  const cognito = c.value;
  // Stand-ins stop last, after the gateway and pollers that use them.
  const standInStoppers: (() => Promise<void>)[] = [dynamo.stop, s3.stop, sqs.stop, cognito.stop];
  const stoppers: (() => Promise<void>)[] = [];
  const stopAll = async (): Promise<void> => {
    await Promise.allSettled(stoppers.splice(0).map((stop) => stop()));
    // Engines the in-process functions keep warm (OCR worker threads) after the gateway and pollers stop.
    await releaseProcessResources();
    await Promise.allSettled(standInStoppers.splice(0).map((stop) => stop()));
  };

  try {
    const outbox = new Outbox(join(dataDir, 'outbox.json'));
    // Bundled mode hands the shim the Auth stack's triggers once their functions are up (they need its endpoint).
    let triggers: CognitoTriggers | undefined;
    const shimOptions = {
      get triggers() {
        return triggers;
      },
      upstream: cognito.endpoint,
      dbDir: cognito.dbDir,
      outbox,
      publicBaseUrl: () => baseUrl,
      log: say,
    };
    const dynamoClient = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: LOCAL_REGION,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const [shim, jwks, routes, exportQueue] = await Promise.all([
      startCognitoShim(shimOptions),
      cognito.jwks(),
      options.routes ? Promise.resolve([...options.routes]) : loadRoutes(root),
      options.bundled === undefined ? startExportQueue(sqs) : Promise.resolve(undefined),
      ensureTable(dynamoClient, localNames.table).finally(() => dynamoClient.destroy()),
    ]);
    stoppers.push(shim.stop);
    mark('table+shim');
    if (routes === undefined)
      sayError('shared/operations/index.ts does not exist yet: the gateway serves no /api routes.');

    const env: PlatformEnv = {
      STAGE: 'local',
      AWS_REGION: LOCAL_REGION,
      AWS_DEFAULT_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_SQS: sqs.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: shim.endpoint,
      TABLE_NAME: localNames.table,
      FILES_BUCKET: localNames.filesBucket,
      MEDIA_BUCKET: localNames.mediaBucket,
      JOBS_QUEUE_URL: sqs.queueUrls.jobs,
      JOBS_DLQ_URL: sqs.queueUrls.deadLetter,
      ...(exportQueue === undefined ? {} : { [exportQueueVariable]: exportQueue.url }),
      USER_POOL_ID: cognito.userPoolId,
      USER_POOL_CLIENT_ID: cognito.clientId,
      KEY_SECRET: secret,
      PUBLIC_BASE_URL: baseUrl,
      // Transactional e-mail (functions/platform/account-data/mailer.ts) lands in the local outbox.
      MAIL_OUTBOX_URL: `${baseUrl}/local/outbox`,
      // Read only by the local stand-ins' health check (GET /api/test); functions never need them.
      LOCAL_COGNITO_URL: cognito.endpoint,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // Debian's Chromium starts at once; without it HTML→PDF unpacks @sparticuz/chromium on first use.
      ...(process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium')
        ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' }
        : {}),
      ...options.env,
    };
    const bundled =
      options.bundled === undefined
        ? undefined
        : await startBundledFunctions({
            assemblyDir: options.bundled.assemblyDir,
            region: LOCAL_REGION,
            env,
            reachablePorts: options.bundled.reachablePorts ?? [],
            sqs,
            ...(options.quiet ? {} : { log: say }),
          });
    if (bundled) {
      stoppers.push(() => bundled.service.stop());
      triggers = bundled.triggers;
    }
    // Before any handler module is imported (source mode imports them on first request); in bundled mode only the
    // platform's own local pages (the test checkout) read it.
    Object.assign(process.env, env);

    const load = bundled ? bundled.service.loader() : functionLoader(root);
    const schedules = startSchedules(load, sayError);
    stoppers.push(schedules.stop);
    // `SUPPORT_WHATSAPP=5511… npm start` offers that channel; a malformed value stops the start, naming it.
    const support = supportConfigFromEnv(process.env);
    const gateway: Gateway = await startGateway({
      runSchedules: () => schedules.runNow(),
      port,
      host: options.host ?? '127.0.0.1',
      routes: new RouteTable(routes ?? []),
      load,
      verifyUser: cognitoVerifier(
        cognito.userPoolId,
        cognito.clientId,
        jwks,
        standardClaimsFrom(cognito.endpoint, cognito.userPoolId),
      ),
      webConfig: (origin): WebConfig & { readonly support?: SupportConfig } => ({
        ...webConfigSchema.parse({
          region: LOCAL_REGION,
          userPoolId: cognito.userPoolId,
          userPoolClientId: cognito.clientId,
          cognitoEndpoint: `${origin}/local/cognito`,
          apiBase: '/api',
          stage: 'local',
        }),
        ...(support === undefined ? {} : { support }),
      }),
      outbox,
      cognito: shimOptions,
      webDir: webDistDir(root),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.authorizerCacheMs !== undefined ? { authorizerCache: { ttlMs: options.authorizerCacheMs } } : {}),
      log: options.quiet ? () => {} : say,
      logError: sayError,
    }).catch((error: unknown) => {
      const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
      throw inUse
        ? new Error(`Port ${port} is already in use: stop what holds it or start with PORT=<other port>.`)
        : error;
    });
    stoppers.push(gateway.stop);
    const pollers: Poller[] = bundled
      ? bundled.eventSources.map(({ source, queueUrl, queueArn, entry }) =>
          startQueuePoller({
            endpoint: sqs.endpoint,
            region: LOCAL_REGION,
            queueUrl,
            queueArn,
            functionFile: entry,
            load,
            batchSize: source.batchSize,
            logError: sayError,
          }),
        )
      : [
          startQueuePoller({
            endpoint: sqs.endpoint,
            region: LOCAL_REGION,
            queueUrl: sqs.queueUrls.jobs,
            queueArn: `arn:aws:sqs:${LOCAL_REGION}:000000000000:${localNames.jobsQueue}`,
            functionFile: 'functions/jobs/worker.ts',
            load,
            batchSize: 5,
            logError: sayError,
          }),
          ...(exportQueue === undefined
            ? []
            : [
                startQueuePoller({
                  endpoint: sqs.endpoint,
                  region: LOCAL_REGION,
                  queueUrl: exportQueue.url,
                  queueArn: exportQueue.arn,
                  functionFile: exportDelivery.entry,
                  load,
                  batchSize: 1,
                  logError: sayError,
                }),
              ]),
          startQueuePoller({
            endpoint: sqs.endpoint,
            region: LOCAL_REGION,
            queueUrl: sqs.queueUrls.deadLetter,
            queueArn: `arn:aws:sqs:${LOCAL_REGION}:000000000000:${localNames.deadLetterQueue}`,
            functionFile: 'functions/jobs/dead-letter.ts',
            load,
            batchSize: 5,
            logError: sayError,
          }),
        ];
    for (const poller of pollers) stoppers.push(poller.stop);
    mark('ready');

    return {
      baseUrl,
      env,
      ports: {
        gateway: port,
        dynamodb: dynamo.port,
        s3: s3.port,
        sqs: sqs.port,
        cognito: cognito.port,
        cognitoShim: shim.port,
      },
      timings,
      routeCount: routes?.length ?? 0,
      outbox,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
