import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../../infra/aws/paths.js';
import { sourceFiles } from './source-files.js';

/**
 * An address one side writes and another reads is spelled in one module both import, so the two cannot drift: the
 * newsletter mail's links (shared/newsletter-paths.ts) and the landing a deleted account is sent to
 * (web/src/lib/account-deleted-address.ts).
 */
const sources = ['functions', 'shared', 'web/src', 'web/scripts', 'infra'].flatMap((dir) =>
  sourceFiles(dir, /\.(ts|tsx)$/),
);
/** A file's code without its comment lines (which may name an address to explain it). */
const code = (file: string): string =>
  readFileSync(fromRoot(file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
const spelling = (pattern: RegExp): string[] => sources.filter((file) => pattern.test(code(file))).sort();

describe('site addresses are spelled once', () => {
  it('the newsletter page, its `acao` query and its values: only in shared/newsletter-paths.ts', () => {
    // The page path as a string of its own (the API's `/api/newsletter` routes are the operation table's).
    expect(spelling(/['"`]\/newsletter\b/)).toEqual(['shared/newsletter-paths.ts']);
    expect(spelling(/['"`?&]acao\b/)).toEqual(['shared/newsletter-paths.ts']);
    expect(spelling(/['"`=]confirmar['"`&]|['"`=]cancelar['"`&]/)).toEqual(['shared/newsletter-paths.ts']);
  });

  it('the deleted account query: only in web/src/lib/account-deleted-address.ts', () => {
    expect(spelling(/excluida/)).toEqual(['web/src/lib/account-deleted-address.ts']);
  });
});
