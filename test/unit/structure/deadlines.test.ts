import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../../infra/aws/paths.js';
import { sourceFiles } from './source-files.js';

/**
 * On Node 20 `AbortSignal.any` holds its sources weakly: an `AbortSignal.timeout` handed to it and referenced nowhere
 * else can be garbage-collected before it fires, and the work it bounds runs on. Deadlines go through
 * shared/deadline.ts (`withDeadline`, `untilDeadline`) or functions/core/deadline.ts, whose timers are held until the
 * work settles; no file builds the combined signal itself.
 */
const folders = ['functions', 'shared', 'infra', 'bin'];

const combinesTimeoutInAny = (text: string): boolean =>
  /AbortSignal\.any\s*\(/.test(text) && /AbortSignal\.timeout\s*\(/.test(text);

describe('deadlines', () => {
  it('no source file combines AbortSignal.timeout with AbortSignal.any (shared/deadline.ts holds its timers)', () => {
    const offenders = folders
      .flatMap((folder) => sourceFiles(folder, /\.(ts|tsx|mts)$/))
      .filter((file) => combinesTimeoutInAny(readFileSync(fromRoot(file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
