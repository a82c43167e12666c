import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';

/**
 * Replaces brotli files of an asset by gzip files of the same bytes (families.ts `gzipInstead`): the browser of the
 * PDF function inflates at its cold start, and brotli at its highest quality takes 2.8 CPU s for Chromium's 197 MB
 * where gzip takes 0.95 (docs/performance.md, "Cold starts"), for 87 MB instead of 64 in the asset. The gzip of a
 * given brotli file is kept in `cacheDir` under the brotli file's hash, so a synth pays the 10 s of recompression
 * once per version of the package, not once per asset build. Running it again on a built asset changes nothing.
 */
export function gzipInstead(outputDir: string, paths: readonly string[], cacheDir: string): void {
  for (const path of paths) {
    if (!path.endsWith('.br')) throw new Error(`gzipInstead: ${path} is not a .br file`);
    const source = join(outputDir, path);
    const target = `${source.slice(0, -'.br'.length)}.gz`;
    if (!existsSync(source)) {
      if (existsSync(target)) continue;
      throw new Error(`gzipInstead: ${path} is not in the asset`);
    }
    const brotli = readFileSync(source);
    const cached = join(cacheDir, `${createHash('sha256').update(brotli).digest('hex')}.gz`);
    if (!existsSync(cached)) {
      mkdirSync(cacheDir, { recursive: true });
      // Written beside, then renamed: two synths at once never read half a file.
      const partial = `${cached}.${process.pid}.partial`;
      writeFileSync(partial, gzipSync(brotliDecompressSync(brotli), { level: 6 }));
      renameSync(partial, cached);
    }
    writeFileSync(target, readFileSync(cached), { mode: 0o644 });
    rmSync(source);
  }
}
