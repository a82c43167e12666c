import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumArchive, familyBundle } from '../../infra/aws/families.js';
import { gzipInstead } from '../../infra/aws/gzip-instead.js';

describe('gzipInstead (an asset holds a brotli file as gzip of the same bytes)', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'alq-gzip-instead-'));
    made.push(dir);
    return dir;
  };
  const bytes = Buffer.from('Chromium, or any binary '.repeat(5000));

  const asset = () => {
    const dir = temp();
    mkdirSync(join(dir, 'bin'));
    writeFileSync(join(dir, 'bin', 'browser.br'), brotliCompressSync(bytes));
    return dir;
  };

  it('replaces the .br by a .gz that inflates to the same bytes', () => {
    const dir = asset();
    gzipInstead(dir, ['bin/browser.br'], temp());
    expect(readdirSync(join(dir, 'bin'))).toEqual(['browser.gz']);
    expect(gunzipSync(readFileSync(join(dir, 'bin', 'browser.gz'))).equals(bytes)).toBe(true);
  });

  it('recompresses a given file once per cache, and changes nothing on an asset already done', () => {
    const cache = temp();
    const first = asset();
    gzipInstead(first, ['bin/browser.br'], cache);
    const [cached] = readdirSync(cache);
    expect(cached).toMatch(/^[0-9a-f]{64}\.gz$/);
    // The cache is what a second asset gets: a planted marker in it shows up there.
    writeFileSync(join(cache, cached ?? ''), 'from the cache');
    const second = asset();
    gzipInstead(second, ['bin/browser.br'], cache);
    expect(readFileSync(join(second, 'bin', 'browser.gz'), 'utf8')).toBe('from the cache');
    gzipInstead(first, ['bin/browser.br'], cache);
    expect(gunzipSync(readFileSync(join(first, 'bin', 'browser.gz'))).equals(bytes)).toBe(true);
  });

  it('refuses a path that is not a brotli file or not in the asset', () => {
    const dir = asset();
    expect(() => gzipInstead(dir, ['bin/browser'], temp())).toThrow(/not a \.br file/);
    expect(() => gzipInstead(dir, ['bin/missing.br'], temp())).toThrow(/not in the asset/);
  });

  it("is asked for Chromium's browser archive in the PDF function's bundle", () => {
    expect(familyBundle('pdf').gzipInstead).toEqual([chromiumArchive]);
  });
});
