import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPackageDir, unpackGzippedChromium } from '../../../functions/pdf/engine/chromium-unpack.js';

/**
 * The asset's gzipped browser (infra/aws/gzip-instead.ts) unpacked with @sparticuz/chromium's own inflater, into the
 * temp dir the package's flags point at, with its other archives beside it.
 */
describe('unpackGzippedChromium', () => {
  const made: string[] = [];
  const temp = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), name));
    made.push(dir);
    return dir;
  };
  const previousTmp = process.env.TMPDIR;
  afterEach(() => {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A package folder as the PDF asset holds it: the real build/ and a bin/ with chromium.gz and a fonts archive. */
  const assetPackage = (browser: Buffer) => {
    const dir = temp('alq-chromium-pkg-');
    symlinkSync(join(chromiumPackageDir(), 'build'), join(dir, 'build'));
    mkdirSync(join(dir, 'bin'));
    writeFileSync(join(dir, 'bin', 'chromium.gz'), gzipSync(browser));
    const fonts = temp('alq-fonts-src-');
    writeFileSync(join(fonts, 'fonts.conf'), '<fontconfig/>');
    const tar = join(temp('alq-tar-'), 'fonts.tar');
    execFileSync('tar', ['-cf', tar, '-C', fonts, 'fonts.conf']);
    writeFileSync(join(dir, 'bin', 'fonts.tar.br'), brotliCompressSync(readFileSync(tar)));
    return dir;
  };

  it('writes the browser to <temp>/chromium (executable) and the archives beside it, and answers its path', async () => {
    const browser = Buffer.from(`#!/bin/sh\necho ${'x'.repeat(1000)}\n`);
    const pkg = assetPackage(browser);
    const out = temp('alq-lambda-tmp-');
    process.env.TMPDIR = out;
    const path = await unpackGzippedChromium(pkg);
    expect(path).toBe(join(out, 'chromium'));
    expect(readFileSync(join(out, 'chromium')).equals(browser)).toBe(true);
    expect(statSync(join(out, 'chromium')).mode & 0o100).toBe(0o100);
    expect(readFileSync(join(out, 'fonts', 'fonts.conf'), 'utf8')).toBe('<fontconfig/>');
    // A later call in the same environment finds it unpacked.
    await expect(unpackGzippedChromium(pkg)).resolves.toBe(join(out, 'chromium'));
  });

  it('leaves the package as npm ships it (brotli only) to executablePath()', async () => {
    await expect(unpackGzippedChromium(chromiumPackageDir())).resolves.toBeUndefined();
  });
});
