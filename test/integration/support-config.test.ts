import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../../infra/local/platform.js';
import { supportConfigSchema } from '../../shared/support-config.js';
import { webConfigSchema } from '../../shared/web-config.js';

/**
 * `/config.json` names the support channel the platform is configured with (`SUPPORT_WHATSAPP`, `SUPPORT_EMAIL`),
 * which the web's help button and the credits page's support link read (web/src/components/support). This file
 * boots a platform of its own with both set: the suite's shared one has none (test/e2e/support-channel.test.ts
 * checks the default there).
 */
let platform: Platform;
let dataDir: string;

beforeAll(async () => {
  process.env.SUPPORT_WHATSAPP = '+55 (11) 98765-4321';
  process.env.SUPPORT_EMAIL = 'ajuda@example.com';
  dataDir = mkdtempSync(join(tmpdir(), 'alquimia-support-config-'));
  platform = await startPlatform({ port: 0, dataDir, quiet: true, silent: true });
});

afterAll(async () => {
  await platform?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('support channel in /config.json', () => {
  it('carries the configured WhatsApp number (digits only) and e-mail, valid for the web’s schema', async () => {
    const response = await fetch(`${platform.baseUrl}/config.json`);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    webConfigSchema.parse(body);
    const support = typeof body === 'object' && body !== null && 'support' in body ? body.support : undefined;
    expect(supportConfigSchema.parse(support)).toEqual({ whatsapp: '5511987654321', email: 'ajuda@example.com' });
  });
});
