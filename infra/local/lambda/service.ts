import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FunctionLoader, LambdaFunction } from '../gateway/functions.js';
import { MissingFunctionError } from '../gateway/functions.js';
import { portOf } from '../net.js';
import { SandboxNetwork } from './network.js';
import { nodeDistribution } from './node-runtime.js';
import { type FunctionSpec, LambdaFunctionError, SandboxInstance } from './sandbox.js';
import { CloudAssembly, type ReferenceResolver, type TemplateFunction } from './template.js';

export interface LambdaServiceOptions {
  /** A synthesized assembly with bundled assets (`cdk.out`). */
  readonly assemblyDir: string;
  readonly region: string;
  /** What the platform stands in for: variables it sets for every function, over the template's. */
  readonly overrides: Readonly<Record<string, string>>;
  /** Template variables the platform's overrides replace (a secret's ARN where the secret itself is given). */
  readonly removed?: readonly string[];
  /** Local answers for the resources the template's variables point at (queues, the user pool, functions). */
  readonly resolve: ReferenceResolver;
  /** Host loopback ports the functions may reach (the stand-ins). */
  readonly ports: readonly number[];
  readonly cpuShare?: boolean;
  /** Execution environments per function at most (Lambda scales out per concurrent request). */
  readonly maxInstances?: number;
  readonly log?: (line: string) => void;
}

/** One function's execution environments: warm ones reused one invocation at a time, cold ones started on need. */
class FunctionPool {
  private readonly idle: SandboxInstance[] = [];
  private count = 0;
  private readonly waiting: ((instance: SandboxInstance | undefined) => void)[] = [];
  readonly starts: { initMs: number }[] = [];

  constructor(
    readonly spec: FunctionSpec,
    private readonly start: () => Promise<SandboxInstance>,
    private readonly max: number,
  ) {}

  private async acquire(): Promise<SandboxInstance> {
    for (;;) {
      const warm = this.idle.pop();
      if (warm === undefined) break;
      if (warm.alive) return warm;
      this.count--;
    }
    if (this.count < this.max) {
      this.count++;
      try {
        const instance = await this.start();
        this.starts.push({ initMs: instance.initMs });
        return instance;
      } catch (error) {
        this.count--;
        this.waiting.shift()?.(undefined);
        throw error;
      }
    }
    const handed = await new Promise<SandboxInstance | undefined>((resolve) => this.waiting.push(resolve));
    return handed ?? this.acquire();
  }

  private release(instance: SandboxInstance): void {
    if (!instance.alive) {
      this.count--;
      this.waiting.shift()?.(undefined);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(instance);
    else this.idle.push(instance);
  }

  async invoke(event: unknown, requestId?: string): Promise<unknown> {
    const instance = await this.acquire();
    try {
      return await instance.invoke(event, requestId);
    } finally {
      this.release(instance);
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((instance) => instance.stop()));
  }
}

/**
 * The functions of a synthesized assembly, each run from its bundled asset in Lambda sandboxes (sandbox.ts): the
 * bundled mode of the local platform and the sandbox tests call them through here, by source entry (the gateway's
 * loader), by name (the Invoke API that the MCP function and cognito-local use) or directly.
 */
export class LambdaService {
  private readonly pools = new Map<string, FunctionPool>();
  private invokeServer: Server | undefined;
  /** Lambda's Invoke API for these functions (AWS_ENDPOINT_URL_LAMBDA inside every sandbox). */
  invokeEndpoint = '';

  private constructor(
    readonly assembly: CloudAssembly,
    readonly functions: readonly TemplateFunction[],
    readonly network: SandboxNetwork,
    private readonly options: LambdaServiceOptions,
  ) {}

  static async start(options: LambdaServiceOptions): Promise<LambdaService> {
    const assembly = CloudAssembly.read(options.assemblyDir);
    const functions = assembly.functions();
    if (functions.length === 0) throw new Error(`${options.assemblyDir} has no bundled functions of ours`);
    const network = await SandboxNetwork.start();
    const service = new LambdaService(assembly, functions, network, options);
    try {
      for (const port of options.ports) await network.expose(port);
      service.invokeEndpoint = await service.startInvokeApi();
      for (const fn of functions) service.pools.set(fn.logicalId, service.poolOf(fn));
    } catch (error) {
      await service.stop();
      throw error;
    }
    return service;
  }

  /** The function's settings from the template, its environment resolved for the local platform. */
  specOf(fn: TemplateFunction): FunctionSpec {
    const removed = new Set(this.options.removed ?? []);
    const environment: Record<string, string> = {};
    for (const [name, value] of Object.entries(fn.environment)) {
      if (name in this.options.overrides || removed.has(name)) continue;
      const resolved = this.assembly.resolveValue(fn, value, this.options.resolve, this.options.region);
      if (resolved === undefined) {
        throw new Error(
          `${fn.logicalId} (${fn.entry}): ${name} = ${JSON.stringify(value)} points at something the local platform does not stand in for`,
        );
      }
      environment[name] = resolved;
    }
    return {
      name: fn.logicalId,
      assetDir: fn.assetDir,
      handler: fn.handler,
      runtime: fn.runtime,
      memoryMb: fn.memoryMb,
      timeoutSeconds: fn.timeoutSeconds,
      ephemeralStorageMb: fn.ephemeralStorageMb,
      environment: { ...environment, ...this.options.overrides, AWS_ENDPOINT_URL_LAMBDA: this.invokeEndpoint },
    };
  }

  private poolOf(fn: TemplateFunction): FunctionPool {
    const spec = this.specOf(fn);
    const node = nodeDistribution(fn.runtime);
    const max = Math.min(this.options.maxInstances ?? 2, fn.reservedConcurrency ?? Number.POSITIVE_INFINITY);
    return new FunctionPool(
      spec,
      () =>
        SandboxInstance.start(spec, {
          nodeDir: node.dir,
          network: this.network,
          ...(this.options.cpuShare === undefined ? {} : { cpuShare: this.options.cpuShare }),
          ...(this.options.log === undefined ? {} : { log: this.options.log }),
        }),
      Math.max(1, max),
    );
  }

  /** The function built from a source entry (and export). */
  functionOf(entry: string, exportName = 'handler'): TemplateFunction | undefined {
    return this.functions.find((fn) => fn.entry === entry && fn.exportName === exportName);
  }

  invoke(logicalId: string, event: unknown, requestId?: string): Promise<unknown> {
    const pool = this.pools.get(logicalId);
    if (pool === undefined) return Promise.reject(new MissingFunctionError(`No function ${logicalId}`));
    return pool.invoke(event, requestId);
  }

  /** Cold starts so far of a function, with their init durations. */
  startsOf(logicalId: string): readonly { initMs: number }[] {
    return this.pools.get(logicalId)?.starts ?? [];
  }

  /** The gateway's, the pollers' and the schedules' way to a function: by source entry, as in source mode. */
  loader(): FunctionLoader {
    return async (file: string, exportName = 'handler'): Promise<LambdaFunction> => {
      const fn = this.functionOf(file, exportName);
      if (fn === undefined) throw new MissingFunctionError(`No bundled function was built from ${file}#${exportName}`);
      return (event, context) => this.invoke(fn.logicalId, event, requestIdOf(context));
    };
  }

  /**
   * Lambda's Invoke API on loopback (`POST /2015-03-31/functions/{name}/invocations`, RequestResponse), for the
   * functions that invoke others by name (the MCP server). Returns its endpoint.
   */
  private async startInvokeApi(): Promise<string> {
    const server = createServer((request, response) => {
      const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(request.url ?? '');
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const name =
          decodeURIComponent(match?.[1] ?? '')
            .split(':')
            .pop() ?? '';
        const fn = this.functions.find((f) => f.logicalId === name);
        if (request.method !== 'POST' || fn === undefined) {
          response.writeHead(404, {
            'content-type': 'application/json',
            'x-amzn-errortype': 'ResourceNotFoundException',
          });
          response.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }));
          return;
        }
        const text = Buffer.concat(chunks).toString('utf8');
        const event: unknown = text ? JSON.parse(text) : {};
        this.invoke(fn.logicalId, event).then(
          (result) => {
            response.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
            response.end(JSON.stringify(result ?? null));
          },
          (error: unknown) => {
            const errorType = error instanceof LambdaFunctionError ? error.errorType : 'Runtime.ExitError';
            response.writeHead(200, {
              'content-type': 'application/json',
              'x-amz-function-error': 'Unhandled',
              'x-amz-executed-version': '$LATEST',
            });
            response.end(
              JSON.stringify({ errorType, errorMessage: error instanceof Error ? error.message : String(error) }),
            );
          },
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.invokeServer = server;
    const port = portOf(server);
    await this.network.expose(port);
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.stop()));
    if (this.invokeServer) await new Promise<void>((resolve) => this.invokeServer?.close(() => resolve()));
    await this.network.stop();
  }
}

function requestIdOf(context: unknown): string {
  const id = typeof context === 'object' && context !== null ? Reflect.get(context, 'awsRequestId') : undefined;
  return typeof id === 'string' ? id : randomUUID();
}
