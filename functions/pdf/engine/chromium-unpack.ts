import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** @sparticuz/chromium's folder, two levels above the entry its package exports (build/cjs/index.cjs). */
export function chromiumPackageDir(): string {
  return join(dirname(require.resolve('@sparticuz/chromium')), '..', '..');
}

type Inflate = (path: string) => Promise<string>;

/**
 * The package's own inflater (build/cjs/lambdafs.cjs, the one `executablePath()` uses; the package exports only its
 * entry, so it is required by path from the pinned version): it picks brotli, gzip and tar by the file name and writes
 * where the package's launch flags and environment expect the files (the OS temp dir).
 */
function packageInflater(packageDir: string): Inflate {
  const loaded: unknown = require(join(packageDir, 'build', 'cjs', 'lambdafs.cjs'));
  const inflate = typeof loaded === 'object' && loaded !== null && 'inflate' in loaded ? loaded.inflate : undefined;
  if (typeof inflate !== 'function') throw new Error('@sparticuz/chromium has no inflate in build/cjs/lambdafs.cjs');
  return async (path) => {
    const output: unknown = await inflate(path);
    if (typeof output !== 'string') throw new Error(`@sparticuz/chromium could not inflate ${path}`);
    return output;
  };
}

/**
 * When the asset holds the browser as gzip (infra/aws/gzip-instead.ts: it inflates in a third of brotli's CPU time at
 * the cold start), unpacks it and the package's other archives (fonts, SwiftShader, Amazon Linux's libraries) as
 * `executablePath()` does with the brotli one, and answers the binary's path. Undefined where the package is as npm
 * ships it (the sources run locally), so the caller asks `executablePath()`.
 */
export async function unpackGzippedChromium(packageDir: string = chromiumPackageDir()): Promise<string | undefined> {
  const bin = join(packageDir, 'bin');
  const browser = join(bin, 'chromium.gz');
  if (!existsSync(browser)) return undefined;
  const inflate = packageInflater(packageDir);
  const archives = ['fonts.tar.br', 'swiftshader.tar.br', 'al2023.tar.br'].map((name) => join(bin, name));
  const [path] = await Promise.all([inflate(browser), ...archives.filter((file) => existsSync(file)).map(inflate)]);
  return path;
}
