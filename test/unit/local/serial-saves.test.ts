import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const preload = resolve(import.meta.dirname, '../../../infra/local/standins/serial-saves.cjs');

/**
 * cognito-local's saves (async fs.writeFile of the whole pool) with infra/local/standins/serial-saves.cjs preloaded:
 * overlapping saves of different lengths leave one whole snapshot, the last asked for, never a shorter one over a
 * longer one's tail.
 */
describe('serial saves of cognito-local', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const overlap = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'alq-serial-saves-'));
    made.push(dir);
    const script = `
      const fs = require('node:fs');
      const file = ${JSON.stringify(join(dir, 'pool.json'))};
      const snapshot = (n) => JSON.stringify({ users: Array.from({ length: n }, (_, i) => 'user-' + i) }, null, 2);
      let pending = 0;
      const done = () => { if (--pending === 0) process.stdout.write(fs.readFileSync(file, 'utf8')); };
      for (const n of [40000, 10, 30000, 5]) { pending++; fs.writeFile(file, snapshot(n), done); }
    `;
    return execFileSync(process.execPath, ['--require', preload, '-e', script], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  };

  it('leaves the last snapshot, whole, when saves of different lengths overlap', () => {
    for (let round = 0; round < 5; round++) {
      expect(JSON.parse(overlap())).toEqual({ users: Array.from({ length: 5 }, (_, i) => `user-${i}`) });
    }
  });
});
