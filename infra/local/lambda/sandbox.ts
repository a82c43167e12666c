import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type ControlGroup, createControlGroup } from './cgroups.js';
import type { SandboxNetwork } from './network.js';
import type { FunctionSettings } from './template.js';

const bootstrapFile = fileURLToPath(new URL('./bootstrap.mjs', import.meta.url));

/** What one Lambda function is, as its synthesized template says (template.ts) with its environment resolved. */
export interface FunctionSpec extends FunctionSettings {
  /** The function's name on the local platform (its logical id in the template). */
  readonly name: string;
  readonly environment: Readonly<Record<string, string>>;
}

export interface SandboxOptions {
  /** Folder holding the Node distribution the runtime names (bin/node), mounted as /var/lang (node-runtime.ts). */
  readonly nodeDir: string;
  readonly network: SandboxNetwork;
  /** Enforce the CPU share Lambda gives the function's memory (benchmarks). */
  readonly cpuShare?: boolean;
  /** The function's log lines (stdout and stderr). */
  readonly log?: (line: string) => void;
}

/** How an invocation ended when the function itself did not answer: the runtime's error, as Lambda reports it. */
export class LambdaRuntimeError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
    this.name = 'LambdaRuntimeError';
  }
}

/** The handler threw: Lambda's `FunctionError: Unhandled` with the error's type and message. */
export class LambdaFunctionError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
    readonly trace: readonly string[],
  ) {
    super(message);
    this.name = 'LambdaFunctionError';
  }
}

const errorSchema = z.object({ errorType: z.string(), errorMessage: z.string(), trace: z.array(z.string()) });
const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), initMs: z.number() }),
  z.object({ type: z.literal('init-error'), error: errorSchema }),
  z.object({ type: z.literal('result'), id: z.string(), result: z.unknown(), durationMs: z.number() }),
  z.object({ type: z.literal('error'), id: z.string(), error: errorSchema, durationMs: z.number() }),
]);

/** Uid and gid of Lambda's sandbox user (sbx_user1051): the code never runs as root there. */
const lambdaUid = 993;
const lambdaGid = 990;

/**
 * The variables Lambda's Node.js runtime sets itself (they override the function's own of the same name), for a
 * function of `spec` in `region`.
 */
export function runtimeVariables(spec: FunctionSpec, region: string): Record<string, string> {
  return {
    AWS_LAMBDA_FUNCTION_NAME: spec.name,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(spec.memoryMb),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${spec.name}`,
    AWS_LAMBDA_LOG_STREAM_NAME: `local/${randomUUID()}`,
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_EXECUTION_ENV: `AWS_Lambda_${spec.runtime}`,
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    LAMBDA_TASK_ROOT: '/var/task',
    LAMBDA_RUNTIME_DIR: '/var/runtime',
    _HANDLER: spec.handler,
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
    PATH: '/var/lang/bin:/usr/local/bin:/usr/bin/:/bin:/opt/bin',
    LD_LIBRARY_PATH: '/var/lang/lib:/lib64:/usr/lib64:/var/runtime:/var/runtime/lib:/var/task:/var/task/lib:/opt/lib',
    NODE_PATH:
      '/opt/nodejs/node22/node_modules:/opt/nodejs/node_modules:/var/runtime/node_modules:/var/runtime:/var/task',
  };
}

/** Node flags Lambda's runtime starts the Node.js 22 process with (experimental module features switched off). */
export const runtimeNodeFlags = ['--no-experimental-require-module', '--no-experimental-detect-module'] as const;

/** Files of a minimal /etc: the sandbox user, and `localhost` for the loopback. */
function etcFiles(dir: string): Record<string, string> {
  const files = {
    passwd: `root:x:0:0:root:/root:/sbin/nologin\nsbx_user1051:x:${lambdaUid}:${lambdaGid}::/home/sbx_user1051:/sbin/nologin\n`,
    group: `root:x:0:\nsbx_user1051:x:${lambdaGid}:\n`,
    hosts: '127.0.0.1 localhost\n::1 localhost\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return Object.fromEntries(Object.keys(files).map((name) => [join(dir, name), `/etc/${name}`]));
}

/**
 * bubblewrap's arguments for one sandbox: the machine's /usr read-only (its fonts hidden: Lambda's image has
 * none), the asset as the read-only task root /var/task, Node as /var/lang, the bootstrap as /var/runtime,
 * a writable /tmp of the function's ephemeral storage and nothing else writable; the sandbox user, no new
 * privileges (bubblewrap always sets it), its own pid, ipc and uts namespaces, and the environment given only.
 */
export function bubblewrapArgs(
  spec: FunctionSpec,
  nodeDir: string,
  etc: Record<string, string>,
  environment: Record<string, string>,
): string[] {
  const binds = Object.entries(etc).flatMap(([from, to]) => ['--ro-bind', from, to]);
  return [
    '--die-with-parent',
    '--new-session',
    '--unshare-user',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--uid',
    String(lambdaUid),
    '--gid',
    String(lambdaGid),
    '--hostname',
    'localhost',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/sbin',
    '/sbin',
    '--tmpfs',
    '/usr/share/fonts',
    '--tmpfs',
    '/usr/local/share/fonts',
    ...binds,
    '--ro-bind',
    nodeDir,
    '/var/lang',
    '--ro-bind',
    spec.assetDir,
    '/var/task',
    '--ro-bind',
    bootstrapFile,
    '/var/runtime/bootstrap.mjs',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(spec.ephemeralStorageMb * 1024 * 1024),
    '--tmpfs',
    '/tmp',
    '--remount-ro',
    '/',
    '--chdir',
    '/var/task',
    '--clearenv',
    ...Object.entries(environment).flatMap(([name, value]) => ['--setenv', name, value]),
    '--',
    '/var/lang/bin/node',
    ...runtimeNodeFlags,
    '/var/runtime/bootstrap.mjs',
  ];
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One execution environment of a function, as Lambda runs it: started cold (init: the bundle imported once),
 * then reused warm for one invocation at a time until it is stopped, times out or runs out of memory.
 */
export class SandboxInstance {
  /** Init duration of the cold start, in ms (what Lambda reports as "Init Duration"). */
  initMs = 0;
  private dead: Error | undefined;
  private readonly pending = new Map<string, Pending>();
  private readonly recentLogs: string[] = [];

  private constructor(
    readonly spec: FunctionSpec,
    private readonly child: ChildProcess,
    private readonly cgroup: ControlGroup,
    private readonly workDir: string,
  ) {}

  static async start(spec: FunctionSpec, options: SandboxOptions): Promise<SandboxInstance> {
    const workDir = mkdtempSync(join(tmpdir(), 'alquimia-lambda-'));
    const cgroup = createControlGroup(`${spec.name}-${randomUUID().slice(0, 8)}`, {
      memoryMb: spec.memoryMb,
      cpuShare: options.cpuShare ?? false,
    });
    const region = spec.environment.AWS_REGION ?? 'us-east-1';
    const environment = { ...spec.environment, ...runtimeVariables(spec, region) };
    const args = bubblewrapArgs(spec, options.nodeDir, etcFiles(workDir), environment);
    // Joins the control group, then the sandbox network, then becomes the sandbox (bubblewrap).
    const child = spawn(
      'sh',
      [
        '-c',
        'for f in $CGROUP_PROCS; do echo $$ > "$f"; done; exec nsenter "$NETNS" -- bwrap "$@"',
        'lambda-sandbox',
        ...args,
      ],
      {
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          CGROUP_PROCS: cgroup.procsFiles.join(' '),
          NETNS: options.network.namespace,
        },
        stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'],
        detached: true,
      },
    );
    const instance = new SandboxInstance(spec, child, cgroup, workDir);
    instance.listen(options.log);
    await instance.ready();
    return instance;
  }

  private listen(log: ((line: string) => void) | undefined): void {
    for (const stream of [this.child.stdout, this.child.stderr]) {
      if (stream === null) continue;
      createInterface({ input: stream }).on('line', (line) => {
        this.recentLogs.push(line);
        if (this.recentLogs.length > 50) this.recentLogs.shift();
        log?.(`[${this.spec.name}] ${line}`);
      });
    }
    const answers = this.child.stdio[4];
    if (answers === null || answers === undefined || !('on' in answers)) throw new Error('sandbox answer pipe missing');
    createInterface({ input: answers as Readable }).on('line', (line) => this.onMessage(line));
    this.child.on('exit', (code, signal) => {
      const reason = signal === 'SIGKILL' ? 'signal: killed' : `exit status ${code ?? signal}`;
      this.fail(
        new LambdaRuntimeError(
          'Runtime.ExitError',
          `RequestId: Error: Runtime exited with error: ${reason}${this.tail()}`,
        ),
      );
    });
  }

  private readyWaiter: { resolve(): void; reject(error: Error): void } | undefined;

  private ready(): Promise<void> {
    const limitMs = this.spec.timeoutSeconds * 1000;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill();
        reject(new LambdaRuntimeError('Runtime.InitTimeout', `Init did not finish in ${limitMs} ms${this.tail()}`));
      }, limitMs);
      this.readyWaiter = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
  }

  private onMessage(line: string): void {
    const message = messageSchema.parse(JSON.parse(line));
    switch (message.type) {
      case 'ready':
        this.initMs = message.initMs;
        this.readyWaiter?.resolve();
        return;
      case 'init-error':
        this.readyWaiter?.reject(
          new LambdaFunctionError(message.error.errorType, message.error.errorMessage, message.error.trace),
        );
        return;
      case 'result':
      case 'error': {
        const pending = this.pending.get(message.id);
        if (pending === undefined) return;
        this.pending.delete(message.id);
        clearTimeout(pending.timer);
        if (message.type === 'result') pending.resolve(message.result);
        else
          pending.reject(
            new LambdaFunctionError(message.error.errorType, message.error.errorMessage, message.error.trace),
          );
      }
    }
  }

  private tail(): string {
    return this.recentLogs.length ? `\n${this.recentLogs.slice(-10).join('\n')}` : '';
  }

  get alive(): boolean {
    return this.dead === undefined;
  }

  /** Runs one invocation; past the function's timeout the environment is killed, as Lambda does. */
  invoke(event: unknown, requestId: string = randomUUID()): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    const id = randomUUID();
    const timeoutMs = this.spec.timeoutSeconds * 1000;
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(
          new LambdaRuntimeError(
            'Sandbox.Timedout',
            `Task timed out after ${this.spec.timeoutSeconds.toFixed(2)} seconds`,
          ),
        );
        this.kill();
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      const input = this.child.stdio[3];
      const line = `${JSON.stringify({
        id,
        requestId,
        event,
        deadlineMs: Date.now() + timeoutMs,
        functionArn: `arn:aws:lambda:${this.spec.environment.AWS_REGION ?? 'us-east-1'}:000000000000:function:${this.spec.name}`,
      })}\n`;
      (input as Writable | null)?.write(line);
    });
  }

  /** Peak memory of this environment so far, in MB. */
  peakMemoryMb(): number {
    return this.cgroup.peakBytes() / (1024 * 1024);
  }

  private fail(error: Error): void {
    if (this.dead) return;
    this.dead = error;
    this.readyWaiter?.reject(error);
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
    this.cgroup.remove();
    rmSync(this.workDir, { recursive: true, force: true });
  }

  private kill(): void {
    if (this.child.pid !== undefined) {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }

  async stop(): Promise<void> {
    if (this.dead) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.kill();
    await exited;
  }
}
