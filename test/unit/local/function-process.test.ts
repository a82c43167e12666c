import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nativeHeapTunables } from '../../../infra/aws/runtime-environment.js';

const probe = fileURLToPath(new URL('./fixtures/relaunch-probe.ts', import.meta.url));

/** The probe started as `npm start` starts bin/local.ts: through tsx, with the environment given. */
function start(args: readonly string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', probe, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
}

/** The first line the relaunched process (or the probe itself, when it runs in place) writes. */
async function report(child: ChildProcess): Promise<{ pid: number; tunables: string | null }> {
  let out = '';
  for await (const chunk of child.stdout ?? []) {
    out += String(chunk);
    if (out.includes('\n')) break;
  }
  return JSON.parse(out.split('\n')[0] ?? '');
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const withoutTunables = (): NodeJS.ProcessEnv => {
  const { GLIBC_TUNABLES: _, ...env } = process.env;
  return env;
};

async function until(check: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  return check();
}

describe('npm start runs the platform with the functions’ heap settings (function-process.ts)', {
  timeout: 30_000,
}, () => {
  it('starts itself again in a child with the tunables, and exits with the child’s code', async () => {
    const parent = start(['exit', '7'], withoutTunables());
    const child = await report(parent);
    expect(child.tunables).toBe(nativeHeapTunables);
    expect(child.pid).not.toBe(parent.pid);
    expect(await exitOf(parent)).toBe(7);
  });

  it('runs in place when GLIBC_TUNABLES is already set (the functions’ or the developer’s own)', async () => {
    for (const tunables of [nativeHeapTunables, 'glibc.malloc.arena_max=4']) {
      const started = start(['exit', '0'], { ...withoutTunables(), GLIBC_TUNABLES: tunables });
      const itself = await report(started);
      expect(itself.tunables).toBe(tunables);
      expect(await exitOf(started)).toBe(0);
    }
  });

  it('passes a SIGTERM on, and stops the platform when the parent is killed outright (no orphan keeps a port)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relaunch-'));
    const terminated = start(['wait', join(dir, 'term')], withoutTunables());
    await report(terminated);
    terminated.kill('SIGTERM');
    // The probe has no SIGTERM handler of its own: the signal passed on ends it, and the parent exits after it.
    expect(await exitOf(terminated)).toBe(128 + 15);

    const killed = start(['wait', join(dir, 'kill')], withoutTunables());
    const child = await report(killed);
    killed.kill('SIGKILL');
    expect(await until(() => existsSync(join(dir, 'kill')))).toBe(true);
    expect(readFileSync(join(dir, 'kill'), 'utf8')).toBe('stopped');
    expect(
      await until(() => {
        try {
          process.kill(child.pid, 0);
          return false;
        } catch {
          return true;
        }
      }),
    ).toBe(true);
  });
});
