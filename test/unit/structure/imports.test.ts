import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The direction of dependencies, checked on the source: core never imports a family; shared imports nothing of
 * functions, infra or web; web components never import features or the app; features never import each other.
 */
const root = resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Every relative import of a file, resolved to a path from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((s) => s.startsWith('.'));
  return specifiers.map((s) => relative(root, resolve(root, dirname(file), s)));
}

function violations(dir: string, forbidden: (file: string, target: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden(file, target))
      .map((target) => `${file} → ${target}`),
  );
}

const featureOf = (path: string): string | undefined => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];

describe('dependency direction', () => {
  it('functions/core imports no family', () => {
    expect(
      violations('functions/core', (_f, t) => t.startsWith('functions/') && !t.startsWith('functions/core')),
    ).toEqual([]);
  });

  it('shared imports nothing from functions, infra or web', () => {
    expect(violations('shared', (_f, t) => /^(functions|infra|web)\//.test(t))).toEqual([]);
  });

  it('web components import no feature and not the app', () => {
    expect(violations('web/src/components', (_f, t) => /^web\/src\/(features|app)\//.test(t))).toEqual([]);
  });

  it('features never import each other', () => {
    expect(
      violations('web/src/features', (f, t) => featureOf(t) !== undefined && featureOf(t) !== featureOf(f)),
    ).toEqual([]);
  });
});
