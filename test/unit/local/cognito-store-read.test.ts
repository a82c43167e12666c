import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readJson } from '../../../infra/local/standins/cognito.js';

describe("reading cognito-local's store while it writes", () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cognito-store-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('waits out a file caught between truncation and the end of the write', async () => {
    const file = join(dir, 'pool.json');
    await writeFile(file, '{"Users":{"a":{"Username":"a"');
    const finished = new Promise<void>((resolve) => {
      setTimeout(() => void writeFile(file, '{"Users":{"a":{"Username":"a"}}}').then(() => resolve()), 40);
    });
    const [read] = await Promise.all([readJson(file), finished]);
    expect(read).toEqual({ Users: { a: { Username: 'a' } } });
  });

  it('fails on a file that stays malformed', async () => {
    const file = join(dir, 'pool.json');
    await writeFile(file, '');
    await expect(readJson(file, 3)).rejects.toBeInstanceOf(SyntaxError);
  });
});
