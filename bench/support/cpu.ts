import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * CPU accounting for the Lambda sandboxes the benches start (infra/local/lambda/cgroups.ts puts each sandbox in a
 * control group named `<function name>-<8 hex>`). On a busy machine a sandbox's wall time also holds other people's
 * work; the CPU seconds its processes used, divided by its share, are what the same work takes where the share is
 * all there is. Both the cold-start and the sync-limits bench read them here.
 *
 * What this cannot see: time a sandbox spends not on a CPU of its own (reading a cold page cache from disk, waiting
 * on a local stand-in such as DynamoDB Local or s3rver, sleeping on a timer). Those count in the wall time only, so
 * the time at the share is a lower bound where such waits are large.
 */

const groupRoots = ['/sys/fs/cgroup/cpu/alquimia-lambda', '/sys/fs/cgroup/alquimia-lambda'];
/** USER_HZ: the unit of /proc/<pid>/stat's times on Linux. */
const clockTicks = 100;

/** The control-group folder of the sandbox started with function name `name` (names must be unique per run). */
function groupOf(name: string): string | undefined {
  for (const root of groupRoots) {
    if (!existsSync(root)) continue;
    const dir = readdirSync(root).find((d) => d.startsWith(`${name}-`));
    if (dir !== undefined) return join(root, dir);
  }
  return undefined;
}

/** `usage_usec` of a cgroup v2 `cpu.stat`, or cgroup v1's `cpuacct.usage` where cpuacct shares the cpu hierarchy. */
function groupCpuSeconds(dir: string): number | undefined {
  const acct = join(dir, 'cpuacct.usage');
  if (existsSync(acct)) return Number(readFileSync(acct, 'utf8').trim()) / 1e9;
  const stat = join(dir, 'cpu.stat');
  if (!existsSync(stat)) return undefined;
  const usage = /^usage_usec (\d+)$/m.exec(readFileSync(stat, 'utf8'))?.[1];
  return usage === undefined ? undefined : Number(usage) / 1e6;
}

/**
 * utime + stime + cutime + cstime of one /proc/<pid>/stat line, in clock ticks. The command name in parentheses
 * may itself hold spaces and parentheses, so fields are counted from its last closing parenthesis.
 */
export function statCpuTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 0, so utime stime cutime cstime are 11..14.
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
}

/**
 * utime + stime + cutime + cstime of each process in the group: its own CPU and that of the children it has
 * reaped (ffmpeg, the eSpeak process, Chromium's helpers). A process that exits is counted through its parent,
 * which is inside the sandbox too; only a process whose parent is gone before it is reaped would be missed.
 */
function processCpuSeconds(dir: string): number {
  const ticks = readFileSync(join(dir, 'cgroup.procs'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((pid) => {
      try {
        return statCpuTicks(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return 0;
      }
    })
    .reduce((a, b) => a + b, 0);
  return ticks / clockTicks;
}

/**
 * CPU seconds the processes of the sandbox named `name` have used since it started: the control group's own
 * accounting where the hierarchy keeps it (it also holds processes that have exited), otherwise the sum over
 * its processes from /proc. NaN when the sandbox has no control group (no CPU share enforced).
 */
export function cpuSecondsOf(name: string): number {
  const dir = groupOf(name);
  if (dir === undefined) return Number.NaN;
  return groupCpuSeconds(dir) ?? processCpuSeconds(dir);
}

/**
 * The time a piece of work takes with its CPU share to itself: the CPU it used spread over the share, never more
 * than the wall time it took (the wall time already holds every wait). Falls back to the wall time when the CPU
 * is unknown. For work that cannot use more than one core at a time, a share above one vCPU makes this a lower
 * bound: the CPU milliseconds themselves are then the upper one.
 */
export function msAtShare(wallMs: number, cpuMs: number, vcpu: number): number {
  if (Number.isNaN(cpuMs) || vcpu <= 0) return wallMs;
  return Math.min(wallMs, Math.max(cpuMs / vcpu, 0));
}

/**
 * Removes the control groups left by stopped sandboxes named `name` (cgroups.ts removes a group when the sandbox's
 * first process exits; its children may still be dying then, and the folder stays). Waits for each group to empty;
 * a group still holding processes after that is left alone.
 */
export async function removeStoppedGroups(name: string): Promise<void> {
  const roots = ['/sys/fs/cgroup/cpu', '/sys/fs/cgroup/memory', '/sys/fs/cgroup'].map((r) =>
    join(r, 'alquimia-lambda'),
  );
  for (const root of roots) {
    if (!existsSync(root)) continue;
    for (const dir of readdirSync(root).filter((d) => d.startsWith(`${name}-`))) {
      const path = join(root, dir);
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          rmdirSync(path);
          break;
        } catch {
          if (!existsSync(path)) break;
          // Still holding a process being killed: give it a moment.
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }
  }
}

/** The parent control group of every sandbox that has a CPU share, and its CPU weight file (cgroup v1, then v2). */
const weightFiles = [
  { file: '/sys/fs/cgroup/cpu/alquimia-lambda/cpu.shares', high: '262144' },
  { file: '/sys/fs/cgroup/alquimia-lambda/cpu.weight', high: '10000' },
];

/**
 * Runs `bench` with the sandboxes' parent control group weighted far above the rest of the machine, so that a
 * sandbox which can run gets its whole CPU share even while other work keeps the machine busy: its wall time
 * then approaches the time at the share, and a heavy call is not cut short by the gateway's 29 s deadline for
 * want of a CPU. The quota still caps each sandbox at its share; the weight is put back afterwards.
 */
export async function withSandboxPriority<T>(bench: () => Promise<T>): Promise<T> {
  const previous: { readonly file: string; readonly value: string }[] = [];
  for (const { file, high } of weightFiles) {
    const dir = file.slice(0, file.lastIndexOf('/'));
    try {
      mkdirSync(dir, { recursive: true });
      if (!existsSync(file)) continue;
      previous.push({ file, value: readFileSync(file, 'utf8').trim() });
      writeFileSync(file, high);
    } catch {
      // Not root, or no such hierarchy: the bench runs at the machine's ordinary weight.
    }
  }
  try {
    return await bench();
  } finally {
    for (const { file, value } of previous) writeFileSync(file, value);
  }
}
