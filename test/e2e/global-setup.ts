import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../infra/local/platform.js';
import { acquireTestPlatform } from '../../infra/local/shared-platform.js';
import { ensureWebBuilt } from '../../infra/local/web-build.js';
// The `platform` entry of vitest's ProvidedContext is declared in the integration setup.
import '../integration/global-setup.js';

/**
 * Browser tests: rebuilds the web app when dist/web is missing or older than web/ or shared/, then boots (or
 * shares, when the integration project runs too) the local platform on a free port with a throwaway data
 * dir. Tests read `inject('platform').baseUrl` and drive that origin (site, /api, /config.json,
 * /local/outbox) in headless Chromium.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureWebBuilt(projectRoot, { checkStale: true, quiet: true });
  const { platform, release } = await acquireTestPlatform();
  project.provide('platform', { baseUrl: platform.baseUrl, env: platform.env });
  return release;
}
