import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * A job worker in a child process (support/job-worker.ts) that a test can kill the way Lambda kills one: SIGKILL
 * to its whole process group, so the ffmpeg it started dies with it instead of finishing as an orphan.
 */

const run = promisify(execFile);
const script = fileURLToPath(new URL('./job-worker.ts', import.meta.url));

export interface WorkerProcess {
  readonly pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code, or the signal that ended it. */
  readonly exited: Promise<number | NodeJS.Signals | null>;
  /** SIGKILL to the worker and everything it started. */
  killGroup(): void;
}

export function startWorkerProcess(
  messages: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  options: { readonly leaseMs: number; readonly heartbeatMs: number },
): WorkerProcess {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...env,
      JOB_MESSAGES: JSON.stringify(messages),
      LEASE_MS: String(options.leaseMs),
      HEARTBEAT_MS: String(options.heartbeatMs),
      LOG_LEVEL: 'ERROR',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so one kill reaches ffmpeg too.
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the worker process did not start');
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return {
    pid,
    output: () => text,
    exited,
    killGroup: () => process.kill(-pid, 'SIGKILL'),
  };
}

/** Command names of the processes whose parent is `pid` (`ffmpeg` once per render running). */
export async function childCommandsOf(pid: number): Promise<string[]> {
  try {
    const { stdout } = await run('ps', ['-o', 'comm=', '--ppid', String(pid)]);
    return stdout
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
  } catch {
    // ps exits 1 when there is no such process.
    return [];
  }
}

/** Whether any process is left in the group `pid` led (a killed worker must not leave ffmpeg running). */
export async function groupAlive(pid: number): Promise<boolean> {
  const { stdout } = await run('ps', ['-e', '-o', 'pgid=,stat=']);
  return stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .some(([pgid, stat]) => pgid === String(pid) && !stat?.startsWith('Z'));
}
