import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Child processes of the local platform (DynamoDB Local's JVM, cognito-local).
 *
 * Each runs under a tiny `sh` watchdog in its own process group:
 * - `stop()` signals the whole group, so the JVM goes with its wrapper;
 * - the watchdog polls our pid and kills the child if we die without cleaning up (SIGKILL, crash),
 *   so no orphan JVM keeps a port;
 * - a synchronous `exit` hook SIGKILLs any group still alive when Node exits for any other reason.
 */
const WATCHDOG = `
parent=$1; shift
"$@" &
child=$!
trap 'kill -TERM $child 2>/dev/null; wait $child; exit 143' TERM INT HUP
while kill -0 "$parent" 2>/dev/null; do
  if ! kill -0 "$child" 2>/dev/null; then wait "$child"; exit $?; fi
  sleep 0.5
done
kill -TERM "$child" 2>/dev/null; sleep 2; kill -KILL "$child" 2>/dev/null
`;

export interface ManagedChild {
  readonly name: string;
  /** Pid of the watchdog, which is also the process group id. */
  readonly pid: number;
  /** Undefined while running, else a short reason with the tail of the child's output. */
  exitReason(): string | undefined;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Group already gone.
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of live) killGroup(child, 'SIGKILL');
  });
}

export function spawnManaged(
  name: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; echo?: boolean },
): ManagedChild {
  installExitHook();
  const child = spawn('sh', ['-c', WATCHDOG, 'sh', String(process.pid), command, ...args], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let tail = '';
  const keep = (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let reason: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      reason = `${name} exited (${signal ?? `code ${code}`})${tail ? `:\n${tail.trim()}` : ''}`;
      resolve();
    });
    child.once('error', (error) => {
      live.delete(child);
      reason = `${name} could not start: ${error.message}`;
      resolve();
    });
  });
  const pid = child.pid ?? -1;
  return {
    name,
    pid,
    exitReason: () => reason,
    async stop() {
      if (reason !== undefined) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
      // The JVM may outlive its wrapper by a moment; make sure the whole group is gone.
      killGroup(child, 'SIGKILL');
    },
  };
}
