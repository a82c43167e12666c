import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * pdf.js needs two data sets it does not embed: the Adobe CMaps (`cmaps/*.bcmap`, 1.7 MB) that map the bytes of
 * CID fonts with predefined encodings (90ms-RKSJ-H, GBK-EUC-H, KSCms-UHC-H, UniJIS-UCS2-H…) to characters, and
 * the standard font data (`standard_fonts/`, 0.8 MB). Both come from the pdfjs-dist package of the same version
 * as unpdf's pdf.js. In Node, pdf.js reads them with `fs.readFile(dir + name)`, so they are passed as directory
 * paths with a trailing slash. A single-file Lambda bundle carries copies in `pdfjs/` next to it.
 *
 * That data is the only reason pdfjs-dist is a dependency: no code imports it (unpdf carries its own pdf.js build),
 * and it is pinned to unpdf's pdf.js version (README.md, "What ships where"; test/unit/structure/dependencies.test.ts).
 */

export interface PdfjsData {
  readonly cMapUrl?: string;
  readonly cMapPacked: boolean;
  readonly standardFontDataUrl?: string;
}

let cached: PdfjsData | undefined;

function packageDir(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  } catch {
    return undefined;
  }
}

const withSlash = (dir: string): string => (dir.endsWith('/') ? dir : `${dir}/`);

export function pdfjsData(): PdfjsData {
  if (cached) return cached;
  const roots = [
    join(dirname(fileURLToPath(import.meta.url)), 'pdfjs'),
    join(dirname(fileURLToPath(import.meta.url)), '..', 'pdfjs'),
    packageDir(),
  ].filter((d): d is string => d !== undefined);
  const cmaps = roots.map((r) => join(r, 'cmaps')).find((d) => existsSync(join(d, 'Adobe-Japan1-UCS2.bcmap')));
  const fonts = roots.map((r) => join(r, 'standard_fonts')).find((d) => existsSync(join(d, 'FoxitSans.pfb')));
  cached = {
    cMapUrl: cmaps ? withSlash(cmaps) : undefined,
    cMapPacked: true,
    standardFontDataUrl: fonts ? withSlash(fonts) : undefined,
  };
  return cached;
}
