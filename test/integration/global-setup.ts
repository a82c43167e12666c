import type { TestProject } from 'vitest/node';
import type { PlatformEnv } from '../../infra/local/platform.js';
import { acquireTestPlatform } from '../../infra/local/shared-platform.js';

/**
 * Boots the local platform once per `vitest run` on a free port with a throwaway data dir (shared with the
 * e2e project when both run), and hands tests its address and env through `inject('platform')`.
 *
 * The gateway and the handlers run in this (main) process; test files run in workers. A test that builds
 * its own AWS SDK clients (to seed or inspect DynamoDB, S3, SQS, Cognito) must first copy the env:
 *
 *   const { baseUrl, env } = inject('platform');
 *   Object.assign(process.env, env); // before creating any SDK client or importing functions/ code
 */
declare module 'vitest' {
  export interface ProvidedContext {
    platform: { baseUrl: string; env: PlatformEnv };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { platform, release } = await acquireTestPlatform();
  project.provide('platform', { baseUrl: platform.baseUrl, env: platform.env });
  return release;
}
