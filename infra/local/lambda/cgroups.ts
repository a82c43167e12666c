import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/** Lambda gives a function one vCPU at 1,769 MB and CPU in proportion to memory below and above that. */
export const megabytesPerVcpu = 1769;

export interface ResourceLimits {
  readonly memoryMb: number;
  /** Enforce the CPU share Lambda gives that memory (benchmarks); off, the sandbox may use every core. */
  readonly cpuShare: boolean;
}

/** A control group holding one sandbox: its memory cap (Lambda's memory setting) and, optionally, its CPU share. */
export interface ControlGroup {
  /** `cgroup.procs` files a process writes its pid to before it becomes the sandbox. */
  readonly procsFiles: readonly string[];
  /** Highest memory use so far, in bytes (what Lambda reports as "Max Memory Used"). */
  peakBytes(): number;
  remove(): void;
}

const root = '/sys/fs/cgroup';
const group = 'alquimia-lambda';

const write = (file: string, value: string) => writeFileSync(file, value);
const readNumber = (file: string) => (existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) || 0 : 0);

/** CPU quota per 100 ms period for `memoryMb`, never above the machine's cores. */
export const cpuQuotaMicros = (memoryMb: number, periodMicros = 100_000): number =>
  Math.round(Math.min(memoryMb / megabytesPerVcpu, availableParallelism()) * periodMicros);

/** cgroup v1 (separate memory and cpu hierarchies), as on this project's machines. */
function createV1(name: string, limits: ResourceLimits): ControlGroup {
  const memory = join(root, 'memory', group, name);
  mkdirSync(memory, { recursive: true });
  const bytes = String(limits.memoryMb * 1024 * 1024);
  write(join(memory, 'memory.limit_in_bytes'), bytes);
  // No swap beyond the cap, where the kernel accounts swap at all: Lambda has none.
  if (existsSync(join(memory, 'memory.memsw.limit_in_bytes')))
    write(join(memory, 'memory.memsw.limit_in_bytes'), bytes);
  const dirs = [memory];
  if (limits.cpuShare) {
    const cpu = join(root, 'cpu', group, name);
    mkdirSync(cpu, { recursive: true });
    write(join(cpu, 'cpu.cfs_period_us'), '100000');
    write(join(cpu, 'cpu.cfs_quota_us'), String(cpuQuotaMicros(limits.memoryMb)));
    dirs.push(cpu);
  }
  return {
    procsFiles: dirs.map((dir) => join(dir, 'cgroup.procs')),
    peakBytes: () => readNumber(join(memory, 'memory.max_usage_in_bytes')),
    remove: () => removeAll(dirs),
  };
}

/** cgroup v2 (one unified hierarchy). */
function createV2(name: string, limits: ResourceLimits): ControlGroup {
  const parent = join(root, group);
  mkdirSync(parent, { recursive: true });
  write(join(parent, 'cgroup.subtree_control'), '+memory +cpu');
  const dir = join(parent, name);
  mkdirSync(dir, { recursive: true });
  write(join(dir, 'memory.max'), String(limits.memoryMb * 1024 * 1024));
  if (existsSync(join(dir, 'memory.swap.max'))) write(join(dir, 'memory.swap.max'), '0');
  if (limits.cpuShare) write(join(dir, 'cpu.max'), `${cpuQuotaMicros(limits.memoryMb)} 100000`);
  return {
    procsFiles: [join(dir, 'cgroup.procs')],
    peakBytes: () => readNumber(join(dir, 'memory.peak')),
    remove: () => removeAll([dir]),
  };
}

function removeAll(dirs: readonly string[]): void {
  for (const dir of dirs) {
    try {
      rmdirSync(dir);
    } catch {
      // Still holding a process that is being killed; the next platform start reuses or removes it.
    }
  }
}

/** Whether this machine lets us cap a sandbox's memory (root, with a writable cgroup hierarchy). */
export function controlGroupsAvailable(): boolean {
  return existsSync(join(root, 'memory', 'cgroup.procs')) || existsSync(join(root, 'cgroup.controllers'));
}

export function createControlGroup(name: string, limits: ResourceLimits): ControlGroup {
  if (existsSync(join(root, 'memory', 'cgroup.procs'))) return createV1(name, limits);
  if (existsSync(join(root, 'cgroup.controllers'))) return createV2(name, limits);
  throw new Error('No cgroup hierarchy to cap a Lambda sandbox with (run as root on Linux)');
}
