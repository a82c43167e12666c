import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spawnManaged } from '../../../infra/local/processes.js';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, attempts = 200): Promise<boolean> {
  for (let i = 0; i < attempts && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  return check();
}

/** A managed program that records its own pid in `file`, then sleeps (exec keeps the pid). */
const sleeperArgs = (file: string): string[] => ['-c', `echo $$ > ${file}; exec sleep 30`];

async function pidFrom(file: string): Promise<number> {
  await until(() => existsSync(file) && readFileSync(file, 'utf8').trim() !== '');
  return Number(readFileSync(file, 'utf8').trim());
}

describe('spawnManaged', () => {
  it('stop() ends the program and its watchdog', { timeout: 30_000 }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'managed-')), 'pid');
    const child = spawnManaged('sleeper', 'sh', sleeperArgs(file), { cwd: tmpdir(), env: process.env });
    const program = await pidFrom(file);
    expect(alive(program)).toBe(true);
    await child.stop();
    expect(await until(() => !alive(program) && !alive(child.pid))).toBe(true);
    expect(child.exitReason()).toBeDefined();
  });

  it('reports a program that exits on its own with its output', { timeout: 30_000 }, async () => {
    const child = spawnManaged('failing', 'sh', ['-c', 'echo nope >&2; exit 3'], { cwd: tmpdir(), env: process.env });
    expect(await until(() => child.exitReason() !== undefined)).toBe(true);
    expect(child.exitReason()).toContain('nope');
  });

  it('kills the program when its parent dies without cleaning up (SIGKILL)', { timeout: 30_000 }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'managed-')), 'pid');
    const processes = fileURLToPath(new URL('../../../infra/local/processes.ts', import.meta.url));
    const script = `import { spawnManaged } from ${JSON.stringify(processes)};
spawnManaged('sleeper', 'sh', ${JSON.stringify(sleeperArgs(file))}, { cwd: '/tmp', env: process.env });
setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: 'ignore',
    });
    const program = await pidFrom(file);
    expect(alive(program)).toBe(true);
    parent.kill('SIGKILL');
    expect(await until(() => !alive(program))).toBe(true);
  });
});
