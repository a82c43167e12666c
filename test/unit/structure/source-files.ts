import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../../../infra/aws/paths.js';

/** Source files (TypeScript, JavaScript, CSS) under `dir`, as paths from the repository root; tests excluded. */
export function sourceFiles(dir: string, extensions: RegExp = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(fromRoot(dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(path, extensions));
    } else if (extensions.test(entry.name) && !/\.test\.[a-z]+$/.test(entry.name)) out.push(path);
  }
  return out;
}
