import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Configuration is read at the first request, never at import: every Lambda entry (each module under functions/
 * that exports `handler`) imports with an environment lacking every variable, without throwing and without reading
 * one from functions/ or shared/ code. A read at import would make a cold start fail before it can answer a
 * problem, and a test or the local platform depend on the order modules load in. Modules are shared between the
 * entries here, so a read is reported on the first entry that loads its module.
 */
const root = resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const entries = sourceFiles('functions').filter((file) =>
  /^export (const|async function|function) handler\b/m.test(readFileSync(join(root, file), 'utf8')),
);

/**
 * Files whose reads at import are meant, each with its reason: the process-wide logger is built at import, and
 * Powertools' Logger reads its own variables (log level, sampling, region) in its constructor; lambda-init.ts reads
 * the runtime's own initialisation type (not configuration), which decides whether the PDF function starts its
 * browser during init.
 */
const allowed: ReadonlySet<string> = new Set(['functions/core/logger.ts', 'functions/core/lambda-init.ts']);

const reads: string[] = [];
const original = process.env;

/**
 * The project file that asked for a variable, directly or through a library it called (zod parsing process.env), or
 * undefined when a library read it while it was itself being loaded (sharp reading its own settings).
 */
function readerOf(stack: string): string | undefined {
  for (const line of stack.split('\n').slice(2)) {
    if (line.includes('node:internal/modules')) return undefined;
    const file = /\((?:file:\/\/)?([^()]+):\d+:\d+\)$|at (?:file:\/\/)?([^()]+):\d+:\d+$/.exec(line.trim());
    const path = file?.[1] ?? file?.[2];
    if (!path || path.startsWith('node:') || path.includes('node_modules')) continue;
    const rel = relative(root, path);
    return /^(functions|shared)\//.test(rel) ? rel : undefined;
  }
  return undefined;
}

beforeAll(() => {
  const bare: Record<string, string | undefined> = { PATH: original.PATH, HOME: original.HOME };
  process.env = new Proxy(bare, {
    get(target, key) {
      if (typeof key === 'string') {
        const reader = readerOf(new Error().stack ?? '');
        if (reader && !allowed.has(reader)) reads.push(`${reader} reads ${key}`);
      }
      return Reflect.get(target, key);
    },
  });
});
afterAll(() => {
  process.env = original;
});

describe('Lambda entries read no configuration at import', () => {
  it('finds the entries (every family handler, the triggers, the workers)', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        'functions/audio/handler.ts',
        'functions/image/handler.ts',
        'functions/platform/authorizer.ts',
        'functions/platform/triggers/custom-message.ts',
        'functions/platform/triggers/post-confirmation.ts',
        'functions/jobs/media-worker.ts',
      ]),
    );
  });

  it.each(entries)(
    '%s imports with an empty environment and reads none of it',
    async (entry) => {
      reads.length = 0;
      await expect(import(join(root, entry))).resolves.toHaveProperty('handler');
      expect(reads).toEqual([]);
    },
    120_000,
  );
});
