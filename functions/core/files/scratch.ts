import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Scratch space on local disk for one job (its downloaded inputs, intermediates and output). A warm Lambda keeps
 * /tmp between invocations, so a job's directory is removed when the job ends, whatever the outcome, and a
 * directory left by a process that died mid-job (a Lambda timeout restarts the runtime but keeps /tmp) is swept
 * before the next job starts. The directory is known to code running inside the job through async context,
 * like progress: engines ask for it without knowing whether they run in a job.
 */

const prefix = 'alquimia-job-';
/**
 * This process's mark in directory names. The pid alone is not enough: a restarted Lambda runtime can get the
 * same pid as the one that died, so a random incarnation id tells its directories apart.
 */
const incarnation = randomBytes(6).toString('hex');
const ownName = new RegExp(`^${prefix}(\\d+)-([0-9a-f]{12})-`);

const current = new AsyncLocalStorage<string>();

/** The scratch directory of the job running in this async context, if any. */
export const scratchDir = (): string | undefined => current.getStore();

export interface ScratchOptions {
  /** Where scratch directories live (default os.tmpdir(), which is /tmp on Lambda). */
  readonly root?: string;
}

/**
 * Runs `work` with a fresh scratch directory and removes it afterwards, on success and on failure alike.
 * Everything that must outlive the directory (a result on disk) has to be consumed inside `work`.
 */
export async function withScratch<T>(work: (dir: string) => Promise<T>, options: ScratchOptions = {}): Promise<T> {
  const root = options.root ?? tmpdir();
  await sweepDead(root);
  const dir = join(root, `${prefix}${process.pid}-${incarnation}-${randomBytes(6).toString('hex')}`);
  await mkdir(dir, { recursive: false, mode: 0o700 });
  try {
    return await current.run(dir, () => work(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Removes scratch directories of processes that are gone: another pid that no longer exists, or our own pid in
 * an earlier incarnation. Directories of live processes (the local platform runs several workers on one /tmp)
 * are left alone.
 */
export async function sweepDead(root: string = tmpdir()): Promise<void> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return;
  }
  for (const name of names) {
    const m = ownName.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    const dead = pid === process.pid ? m[2] !== incarnation : !processAlive(pid);
    if (dead) await rm(join(root, name), { recursive: true, force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
