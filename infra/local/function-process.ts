import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { nativeHeapTunables } from '../aws/runtime-environment.js';

/**
 * `npm start` runs every family's handler in one process. Lambda starts each function's process with glibc's
 * heap tuned for large buffers (runtime-environment.ts), and glibc reads those tunables only when a process
 * starts, so the platform starts itself again with them when it was started without: the same command, in a
 * child process, whose signals and exit code this process relays. Without them the image family's calls on a
 * 12 MP photo fall, sooner or later, into twice their time (every call faulting in 46 MB again).
 *
 * Anywhere but glibc's Linux the tunables mean nothing, and a GLIBC_TUNABLES the developer set is theirs: in both
 * cases the platform runs in this process.
 */
export function relaunchedWithHeapTunables(): boolean {
  if (process.env.GLIBC_TUNABLES !== undefined || !usesGlibc()) return false;
  // tsx's loader flags are in execArgv; the child runs the same entry with the same arguments.
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, GLIBC_TUNABLES: nativeHeapTunables },
    // The IPC channel closes when this process dies however it dies, and the platform then stops (see
    // stopWithParent): no orphan keeps the ports.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  // Ctrl-C reaches the whole process group, the child included; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (error) => {
    process.stderr.write(`Could not start the platform's process: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  return true;
}

/** In a process `relaunchedWithHeapTunables` started, calls `stop` when its parent goes away. */
export function stopWithParent(stop: () => void): void {
  if (!process.channel) return;
  process.channel.unref();
  process.on('disconnect', stop);
}

function usesGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const report: unknown = process.report?.getReport();
  const header: unknown = typeof report === 'object' && report !== null ? Reflect.get(report, 'header') : undefined;
  return (
    typeof header === 'object' && header !== null && typeof Reflect.get(header, 'glibcVersionRuntime') === 'string'
  );
}
