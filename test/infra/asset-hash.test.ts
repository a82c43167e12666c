import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assetHash, bundleFunction, type FunctionBuild, InputsChangedDuringSynth } from '../../infra/aws/bundling.js';

/**
 * The name CDK stores a function's asset under (infra/aws/bundling.ts) comes from what esbuild reads for the entry and
 * the files copied beside it, as they are when the hash is taken: any change to one of them is a new name (a warm
 * synth never serves an old bundle for new code), and a bundle whose inputs changed after its name was taken refuses
 * to be stored under it. A throwaway project folder stands in for the repository.
 */

let root: string;
/** The assembly folder, where what esbuild read is remembered between synths. */
let outdir: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const build: FunctionBuild = {
  entry: 'src/entry.ts',
  bundle: { nodeModules: [], copies: [{ from: 'assets/', to: 'assets/' }] },
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'alquimia-asset-hash-'));
  outdir = mkdtempSync(join(tmpdir(), 'alquimia-asset-hash-out-'));
  write('src/entry.ts', "import { greet } from './greet.js';\nexport const handler = () => greet('Ana');\n");
  write('src/greet.ts', 'export const greet = (name: string) => "Hello, " + name;\n');
  write('src/unused.ts', 'export const unused = 1;\n');
  write('assets/font.txt', 'glyphs v1');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outdir, { recursive: true, force: true });
});

describe('asset hash', () => {
  it('changes with every file the bundle reads, including one an edit has just started to import', () => {
    const first = assetHash(build, outdir, root);
    expect(assetHash(build, outdir, root)).toBe(first);

    write('src/greet.ts', 'export const greet = (name: string) => "Hi, " + name;\n');
    const edited = assetHash(build, outdir, root);
    expect(edited).not.toBe(first);

    // A new import, then an edit of the imported file only (no bundling in between): both are new names.
    write(
      'src/entry.ts',
      "import { greet } from './greet.js';\nimport { extra } from './extra.js';\nexport const handler = () => greet(extra);\n",
    );
    write('src/extra.ts', "export const extra = 'Bia';\n");
    const imported = assetHash(build, outdir, root);
    expect(imported).not.toBe(edited);
    write('src/extra.ts', "export const extra = 'Caio';\n");
    expect(assetHash(build, outdir, root)).not.toBe(imported);
  });

  it('changes with a copied file, and not with a file the bundle never reads', () => {
    const first = assetHash(build, outdir, root);
    write('src/unused.ts', 'export const unused = 2;\n');
    expect(assetHash(build, outdir, root)).toBe(first);
    write('assets/font.txt', 'glyphs v2');
    expect(assetHash(build, outdir, root)).not.toBe(first);
  });

  it('names the bundle it is stored under: a build whose inputs changed after the hash refuses that name', () => {
    const out = mkdtempSync(join(tmpdir(), 'alquimia-asset-out-'));
    try {
      const hash = assetHash(build, outdir, root);
      bundleFunction(build, join(out, 'a'), { hash, outdir }, root);
      expect(readFileSync(join(out, 'a', 'index.mjs'), 'utf8')).toContain('Hello');
      expect(readFileSync(join(out, 'a', 'assets', 'font.txt'), 'utf8')).toBe('glyphs v1');

      write('src/greet.ts', 'export const greet = (name: string) => "Hi, " + name;\n');
      expect(() => bundleFunction(build, join(out, 'b'), { hash, outdir }, root)).toThrow(InputsChangedDuringSynth);
      bundleFunction(build, join(out, 'c'), { hash: assetHash(build, outdir, root), outdir }, root);
      expect(readFileSync(join(out, 'c', 'index.mjs'), 'utf8')).toContain('Hi,');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
