import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import { z } from 'zod';
import { fromRoot } from '../../infra/aws/paths.js';
import { runtimeEnvironment } from '../../infra/aws/runtime-environment.js';
import { synthesizeAssembly } from '../../infra/local/lambda/assembly.js';
import { freePort } from '../../infra/local/net.js';
// The `platform` entry of vitest's ProvidedContext is declared in the integration setup.
import '../integration/global-setup.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback port the smoke's webhook receiver listens on: opened into the sandboxes' network (serve.ts). */
    webhookReceiverPort: number;
  }
}

/**
 * The platform in bundled mode, as `npm start -- --bundled` runs it: the dev stacks synthesized with bundling on
 * (into the same asset cache as the bundled-asset tests, so an unchanged asset is bundled once per machine), then
 * every route, job, trigger and schedule served by the assets in Lambda sandboxes (serve.ts, its own process).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cacheRoot = process.env.ALQUIMIA_ASSET_CACHE ?? join(homedir(), '.cache', 'alquimia', 'assets');
  const assemblyDir = join(cacheRoot, 'cdk.out');
  await synthesizeAssembly(assemblyDir, { quiet: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'alquimia-bundled-platform-'));
  // A sandbox reaches only the loopback ports opened to it, so the receiver's port is chosen before the platform.
  const webhookReceiverPort = await freePort();
  const child = spawn(
    process.execPath,
    [
      fromRoot('node_modules/tsx/dist/cli.mjs'),
      fromRoot('test/bundled/serve.ts'),
      assemblyDir,
      dataDir,
      String(webhookReceiverPort),
    ],
    { cwd: fromRoot(), env: { ...process.env, ...runtimeEnvironment }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the bundled platform exited with ${code}`)));
  });
  const { baseUrl, env } = z
    .object({ baseUrl: z.string(), env: z.record(z.string(), z.string()) })
    .parse(JSON.parse(ready));
  project.provide('platform', { baseUrl, env });
  project.provide('webhookReceiverPort', webhookReceiverPort);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
