/**
 * The whole platform on this machine, as `npm start` (bin/local.ts) runs it. Stand-ins for DynamoDB, S3, SQS and Cognito, the
 * gateway built from the operation table, the queue workers and the web app, with data kept in `.local/`.
 */
import { join } from 'node:path';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../infra/local/demo-account.js';
import { stopWithParent } from '../infra/local/function-process.js';
import { synthesizeAssembly } from '../infra/local/lambda/assembly.js';
import { loadRoutes } from '../infra/local/operations.js';
import { type Platform, projectRoot, startPlatform } from '../infra/local/platform.js';
import { ensureWebBuilt } from '../infra/local/web-build.js';

const port = Number(process.env.PORT ?? 3000);
const dataDir = join(projectRoot, '.local');
/** `npm start -- --bundled`: every function from its synthesized asset, in Lambda sandboxes (infra/local/lambda). */
const bundled = process.argv.includes('--bundled');
const assemblyDir = join(dataDir, 'cdk.out');

// A stray rejection or throw in handler code must not take the platform down (API Gateway would not).
process.on('unhandledRejection', (reason) => {
  process.stderr.write(
    `Unhandled rejection (kept running): ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`,
  );
});
process.on('uncaughtException', (error) => {
  process.stderr.write(`Uncaught exception (kept running): ${error.stack ?? error.message}\n`);
});

let platform: Platform | undefined;
let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping the local platform…\n');
  await platform?.stop();
  process.exit(code);
}

async function main(): Promise<void> {
  const web = ensureWebBuilt(projectRoot, { checkStale: false, quiet: false }).catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? error.message : String(error)}\nServing the API without the web app.\n`,
    );
    return false;
  });
  try {
    if (bundled) {
      process.stdout.write(`Synthesizing the dev stacks with bundling on into ${assemblyDir}…\n`);
      await synthesizeAssembly(assemblyDir);
    }
    platform = await startPlatform({ port, dataDir, quiet: false, ...(bundled ? { bundled: { assemblyDir } } : {}) });
  } catch (error) {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  // From process start, so module loading counts too.
  const ready = Math.round(process.uptime() * 1000);
  await web;
  const p = platform;
  process.stdout.write(
    [
      '',
      `  Alquimia is running at ${p.baseUrl}  (ready in ${(ready / 1000).toFixed(1)} s, ${p.routeCount} API routes)`,
      ...(bundled ? [`  Bundled mode: every function runs from its asset in ${assemblyDir}, in a Lambda sandbox`] : []),
      `  Local outbox (verification and password-reset e-mails): ${p.baseUrl}/local/outbox`,
      `  Data: ${dataDir}  (npm run reset wipes it)`,
      `  Stand-ins on 127.0.0.1: ${Object.entries(p.ports)
        .filter(([name]) => name !== 'gateway')
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  const routes = (await loadRoutes(projectRoot).catch(() => undefined)) ?? [];
  const demo = await ensureDemoAccount({
    root: projectRoot,
    baseUrl: p.baseUrl,
    cognitoEndpoint: p.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? '',
    clientId: p.env.USER_POOL_CLIENT_ID ?? '',
    routes,
  }).catch(() => false);
  if (demo) process.stdout.write(`  Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}\n\n`);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
stopWithParent(() => void shutdown(0));
void main();
