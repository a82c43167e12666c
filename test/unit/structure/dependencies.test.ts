import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { familyBundles, jobWorkers } from '../../../infra/aws/families.js';
import { fromRoot } from '../../../infra/aws/paths.js';
import { sourceFiles } from './source-files.js';

/**
 * package.json says what ships where (README.md, "What ships where"): `dependencies` are what Lambda functions and
 * the browser app run, `devDependencies` what only the local platform, the CDK app, the build and the tests use.
 * Shipped code is functions/, shared/ and web/src/; a Lambda asset also carries the packages and package folders
 * infra/aws/families.ts installs or copies beside the bundle.
 */
const manifest = z
  .object({ dependencies: z.record(z.string(), z.string()), devDependencies: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')));
const runtime = new Set(Object.keys(manifest.dependencies));
const dev = new Set(Object.keys(manifest.devDependencies));

const lockfile = z
  .object({
    packages: z.record(
      z.string(),
      z.object({
        version: z.string().optional(),
        dev: z.boolean().optional(),
        hasInstallScript: z.boolean().optional(),
      }),
    ),
  })
  .parse(JSON.parse(readFileSync(fromRoot('package-lock.json'), 'utf8')));

/** npm's install-script policy (npm ≥ 11.16 warns about unreviewed scripts; npm 12 skips them). */
const allowScripts = z
  .object({ allowScripts: z.record(z.string(), z.boolean()) })
  .parse(JSON.parse(readFileSync(fromRoot('package.json'), 'utf8'))).allowScripts;

const builtins = new Set(builtinModules);

/** The package a bare specifier names (`@aws-sdk/client-s3/dist` → `@aws-sdk/client-s3`); undefined for files and built-ins. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtins.has(name) ? undefined : name;
}

const stringArgument = (call: ts.CallExpression): string | undefined => {
  const first = call.arguments[0];
  return first !== undefined && ts.isStringLiteralLike(first) ? first.text : undefined;
};

/**
 * Module specifiers a file loads at run time: value imports and re-exports, `import()`, `require()` and
 * `….resolve()` of a string (package data found through `createRequire(…).resolve`). Type-only imports are erased.
 */
function runtimeSpecifiers(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.importClause?.isTypeOnly !== true) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const loads =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) && callee.name.text === 'resolve');
      const specifier = stringArgument(node);
      if (loads && specifier !== undefined) found.push(specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Packages each shipped folder loads, with one file that loads each (for the failure message). */
function packagesLoadedBy(dirs: readonly string[]): Map<string, string> {
  const packages = new Map<string, string>();
  for (const file of dirs.flatMap((dir) => sourceFiles(dir, /\.(ts|tsx|mts|cts|js|mjs|cjs)$/))) {
    for (const specifier of runtimeSpecifiers(readFileSync(fromRoot(file), 'utf8'), file)) {
      const name = packageOf(specifier);
      if (name !== undefined && !packages.has(name)) packages.set(name, file);
    }
  }
  return packages;
}

const lambdaCode = packagesLoadedBy(['functions', 'shared']);
const browserCode = packagesLoadedBy(['web/src', 'shared']);

/** Packages a Lambda asset installs beside its bundle, or copies files out of (pdfjs-dist's cmaps and fonts). */
const bundles = [...Object.values(familyBundles), ...jobWorkers.map((worker) => worker.bundle)];
const assetPackages = new Set([
  ...bundles.flatMap((bundle) => bundle?.nodeModules ?? []),
  ...bundles.flatMap((bundle) =>
    (bundle?.copies ?? []).flatMap(({ from }) => {
      const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(from)?.[1];
      return name === undefined ? [] : [name];
    }),
  ),
]);

/** The README's "What ships where" section: the packages it lists after a label such as "To Lambda:". */
function readmeList(label: string): string[] {
  const readme = readFileSync(fromRoot('README.md'), 'utf8');
  const section = /^## What ships where\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const line = section.split('\n').find((l) => l.startsWith(`- **${label}**`)) ?? '';
  return [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '').sort();
}

describe('dependencies say what ships where', () => {
  it('every runtime dependency is loaded by Lambda or browser code, or carried in a Lambda asset', () => {
    const unused = [...runtime].filter(
      (name) => !lambdaCode.has(name) && !browserCode.has(name) && !assetPackages.has(name),
    );
    expect(unused).toEqual([]);
  });

  it('shipped code loads only runtime dependencies (no devDependency, nothing undeclared)', () => {
    const notRuntime = [...lambdaCode, ...browserCode]
      .filter(([name]) => !runtime.has(name))
      .map(([name, file]) => `${name} (${dev.has(name) ? 'devDependency' : 'undeclared'}, ${file})`);
    expect(notRuntime).toEqual([]);
  });

  it('every package a Lambda asset installs or copies from is installed as a runtime package', () => {
    const notShipped = [...assetPackages].filter((name) => {
      const entry = lockfile.packages[`node_modules/${name}`];
      return entry === undefined || entry.dev === true;
    });
    expect(notShipped).toEqual([]);
  });

  it('no package is both a runtime and a dev dependency', () => {
    expect([...runtime].filter((name) => dev.has(name))).toEqual([]);
  });

  it('pdfjs-dist is pinned to the pdf.js version unpdf bundles (only its cmaps and standard fonts are used)', () => {
    const bundled = readFileSync(fromRoot('node_modules/unpdf/dist/pdfjs.mjs'), 'utf8');
    const version = /apiVersion:"(\d+\.\d+\.\d+)"/.exec(bundled)?.[1];
    expect(version).toBeDefined();
    expect(manifest.dependencies['pdfjs-dist']).toBe(version);
    expect(lambdaCode.get('pdfjs-dist')).toBe('functions/pdf/engine/pdfjs-data.ts');
  });

  it('every installed package with an install script is reviewed in allowScripts, and nothing else is', () => {
    const withScripts = new Set(
      Object.entries(lockfile.packages).flatMap(([path, entry]) =>
        entry.hasInstallScript === true && path !== '' ? [path.slice(path.lastIndexOf('node_modules/') + 13)] : [],
      ),
    );
    expect(Object.keys(allowScripts).sort()).toEqual([...withScripts].sort());
    // What a fresh clone needs to run: Node 22 for the scripts, esbuild's binary, and the ffmpeg/ffprobe
    // executables (one optional package per platform); the two denied scripts only print notices.
    expect(
      Object.keys(allowScripts)
        .filter((name) => allowScripts[name] === false)
        .sort(),
    ).toEqual(['aws-sdk', 'tesseract.js']);
  });

  it("the README's lists of what ships to Lambda and to the browser match the code", () => {
    const toLambda = [...runtime].filter((name) => lambdaCode.has(name) || assetPackages.has(name)).sort();
    const toBrowser = [...runtime].filter((name) => browserCode.has(name)).sort();
    expect(readmeList('To Lambda')).toEqual(toLambda);
    expect(readmeList('To the browser')).toEqual(toBrowser);
  });
});

describe('the import scanner', () => {
  it('reads value imports, re-exports, import(), require() and resolve(), and skips type-only imports', () => {
    const source = [
      "import a from 'alpha';",
      "import type { B } from 'beta';",
      "export { c } from 'gamma/sub';",
      "export type { D } from 'delta';",
      "const e = await import('@scope/epsilon/x');",
      "const f = require('zeta');",
      "const g = createRequire(import.meta.url).resolve('eta/package.json');",
      "import { readFileSync } from 'node:fs';",
      "import './local.js';",
    ].join('\n');
    const names = runtimeSpecifiers(source, 'x.ts').map(packageOf);
    expect(names.filter((n) => n !== undefined)).toEqual(['alpha', 'gamma', '@scope/epsilon', 'zeta', 'eta']);
  });
});
