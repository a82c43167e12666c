import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scratchDir, withScratch } from '../../../functions/core/files/scratch.js';

/** A warm worker's /tmp: each job's files go when the job ends, and so do those of a worker that died mid-job. */
describe('job scratch directories', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'alq-scratch-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is removed after the work, whether it succeeds or throws', async () => {
    const seen: (string | undefined)[] = [];
    await withScratch(
      async (dir) => {
        seen.push(scratchDir());
        await writeFile(join(dir, 'out.mp4'), 'x');
      },
      { root },
    );
    await expect(
      withScratch(
        async (dir) => {
          await writeFile(join(dir, 'in0.video'), 'x');
          throw new Error('ffmpeg failed');
        },
        { root },
      ),
    ).rejects.toThrow('ffmpeg failed');

    expect(seen[0]).toMatch(/alquimia-job-/);
    expect(scratchDir()).toBeUndefined();
    expect(await readdir(root)).toEqual([]);
  });

  it('sweeps directories of dead workers (and of this pid in an earlier life), never a live worker’s', async () => {
    const dead = `alquimia-job-999999999-aaaaaaaaaaaa-1`;
    const earlierLife = `alquimia-job-${process.pid}-bbbbbbbbbbbb-2`;
    const live = `alquimia-job-${process.ppid}-cccccccccccc-3`;
    const unrelated = 'something-else';
    for (const name of [dead, earlierLife, live, unrelated]) await mkdir(join(root, name));

    await withScratch(async () => undefined, { root });

    expect((await readdir(root)).sort()).toEqual([live, unrelated].sort());
  });
});
