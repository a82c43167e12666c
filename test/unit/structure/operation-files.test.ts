import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registeredNames, registrationProblem } from '../../../functions/core/registration.js';
import { type Family, families } from '../../../shared/operations/types.js';

/**
 * Operations register themselves (functions/core/registration.ts): `functions/<family>/operations/<name>.ts` holds the
 * entry `<family>.<name>` and default-exports its registration, and the family loads one file per table entry. esbuild
 * bundles everything under `operations/` (the load is a glob-style import), so nothing else may live there: a helper,
 * a misnamed file or one that registers another entry would be bundled and never loaded, or loaded as the wrong
 * operation. Checked on the repository, then on a fixture tree whose files each break the rule once.
 */
const root = resolve(import.meta.dirname, '../../..');
const fixture = join(root, 'test/fixtures/operation-files');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)).map((f) => `${entry.name}/${f}`) : [entry.name],
  );
}

/** What is wrong with `functions/<family>/operations/` under `base`; empty when every file registers its entry. */
async function folderProblems(base: string, family: Family): Promise<string[]> {
  const dir = join(base, 'functions', family, 'operations');
  const names = new Set(registeredNames(family));
  const problems: string[] = [];
  for (const file of filesUnder(dir).sort()) {
    const name = file.replace(/\.ts$/, '');
    if (!names.has(name)) {
      problems.push(`functions/${family}/operations/${file} is named after no ${family} entry with an engine`);
      continue;
    }
    const module: unknown = await import(pathToFileURL(join(dir, file)).href);
    const problem = registrationProblem(family, name, module);
    if (problem !== undefined) problems.push(problem);
  }
  return problems;
}

const selfRegistering = families.filter((family) => existsSync(join(root, 'functions', family, 'operations')));

describe('operation folders', () => {
  it('finds every family registering its operations from its own folder', () => {
    expect(selfRegistering).toEqual([...families]);
  });

  for (const family of selfRegistering) {
    it(`functions/${family}/operations holds one registering file per ${family} entry, and nothing else`, async () => {
      expect(await folderProblems(root, family)).toEqual([]);
      const files = filesUnder(join(root, 'functions', family, 'operations')).map((f) => f.replace(/\.ts$/, ''));
      expect(files.sort()).toEqual([...registeredNames(family)].sort());
    }, 60_000);
  }

  it("fails on a stray helper, a non-registration, another family's registrar and another entry", async () => {
    expect(await folderProblems(fixture, 'pdf')).toEqual([
      "functions/pdf/operations/merge.ts registers with the image family's registrar, not pdf's",
      'functions/pdf/operations/page-helpers.ts is named after no pdf entry with an engine',
      'functions/pdf/operations/protect.ts registers pdf.unprotect, not pdf.protect',
      'functions/pdf/operations/split.ts does not default-export a registration of pdf.split',
    ]);
  }, 60_000);
});
