import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilerOptions, importGraph } from './import-graph.js';
import { checkedFolders, rules, staleAllowances, staleComputed, uncheckable, violations } from './layering.js';

/**
 * The direction of dependencies (test/unit/structure/layering.ts), checked on the import graph the compiler
 * resolves: first on the repository, then on a fixture tree with one deliberate violation per rule, which proves
 * that each rule fails when broken.
 */
const root = resolve(import.meta.dirname, '../../..');
const options = compilerOptions(join(root, 'tsconfig.json'));
const repository = importGraph(root, checkedFolders, options);
const fixture = importGraph(join(root, 'test/fixtures/layering'), checkedFolders, options);

/** The fixture's planted violations, rule by rule (test/fixtures/layering/README.md). */
const planted: Record<string, readonly string[]> = {
  'functions/core imports no family': ['functions/core/loader.ts → functions/pdf/merge.ts'],
  'functions never import infra': ['functions/pdf/merge.ts → infra/local/gateway.ts'],
  'a family imports another family only through core or shared': [
    'functions/image/resize.ts → functions/pdf/merge.ts',
    'functions/jobs/families.ts → functions/pdf/merge.ts',
  ],
  'shared imports nothing from functions, infra or web': ['shared/table.ts → functions/core/errors.ts'],
  'web/src imports nothing from functions or infra': ['web/src/lib/api.ts → functions/pdf/merge.ts'],
  'web components import no feature and not the app': ['web/src/components/button.ts → web/src/features/alpha/page.ts'],
  'web features never import each other': ['web/src/features/alpha/page.ts → web/src/features/beta/index.ts'],
};

describe('dependency direction of the repository', () => {
  it('reads the whole tree', () => {
    expect(repository.edges.length).toBeGreaterThan(1000);
    expect(repository.edges.some((e) => e.from.startsWith('web/src/features/'))).toBe(true);
  });

  for (const rule of rules) {
    it(rule.name, () => {
      expect(violations(repository, rule)).toEqual([]);
    });
  }

  it('lists no exception that no import needs any more', () => {
    expect(rules.flatMap((rule) => staleAllowances(repository, rule))).toEqual([]);
    expect(staleComputed(repository)).toEqual([]);
  });

  it('has no import the rules cannot follow (unresolved, or a computed name not listed)', () => {
    expect(uncheckable(repository)).toEqual([]);
  });
});

describe('the layering check on a fixture with deliberate violations', () => {
  it('plants a violation for every rule', () => {
    expect(Object.keys(planted).sort()).toEqual(rules.map((r) => r.name).sort());
  });

  for (const rule of rules) {
    it(`fails "${rule.name}" on exactly its planted imports`, () => {
      expect(violations(fixture, rule)).toEqual(planted[rule.name]);
    });
  }

  it('reports an unresolved relative import and a computed one instead of passing them', () => {
    expect(uncheckable(fixture)).toEqual([
      'functions/pdf/unchecked.ts: unresolved ./missing.js',
      'functions/pdf/unchecked.ts: computed name',
    ]);
  });
});
