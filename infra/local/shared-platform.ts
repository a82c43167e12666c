import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Platform, startPlatform } from './platform.js';

/**
 * One platform per test process. Vitest runs every project's global setup in the same main process, and
 * handler modules (with their config and SDK clients) are cached per process, so the integration and e2e
 * projects must share one platform rather than each start their own. Reference-counted; kept on globalThis
 * because each project's setup file may be loaded by its own module runner.
 */
interface Slot {
  platform: Promise<Platform>;
  dataDir: string;
  users: number;
}

declare global {
  var alquimiaTestPlatform: Slot | undefined;
}

export async function acquireTestPlatform(): Promise<{ platform: Platform; release: () => Promise<void> }> {
  let slot = globalThis.alquimiaTestPlatform;
  if (slot === undefined) {
    // Synchronous until the slot is set, so two setups starting together share one platform.
    const dataDir = mkdtempSync(join(tmpdir(), 'alquimia-test-'));
    // Job webhooks may reach a receiver the tests start on loopback (plain http); STAGE=local only.
    const env = { JOBS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1' };
    // No authorizer cache: tests revoke or regenerate a key and expect the next call refused; the cache's window
    // is exercised on a gateway of its own (test/integration/authorizer-cache.test.ts).
    const platform = startPlatform({ port: 0, dataDir, quiet: true, env, authorizerCacheMs: 0 });
    slot = { dataDir, users: 0, platform };
    globalThis.alquimiaTestPlatform = slot;
    slot.platform.catch(() => {
      globalThis.alquimiaTestPlatform = undefined;
    });
  }
  const current = slot;
  current.users++;
  const platform = await current.platform;
  let released = false;
  return {
    platform,
    async release() {
      if (released) return;
      released = true;
      current.users--;
      if (current.users > 0) return;
      globalThis.alquimiaTestPlatform = undefined;
      await platform.stop();
      await rm(current.dataDir, { recursive: true, force: true });
    },
  };
}
