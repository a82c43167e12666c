import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SandboxNetwork } from '../../infra/local/lambda/network.js';
import { nodeDistribution } from '../../infra/local/lambda/node-runtime.js';
import { type FunctionSpec, LambdaRuntimeError, SandboxInstance } from '../../infra/local/lambda/sandbox.js';
import { portOf } from '../../infra/local/net.js';

/**
 * The Lambda sandbox itself, with a probe function written here: what the function can see and do is what Lambda
 * allows (the Node major of the runtime, a read-only task root, a /tmp of the function's size and nothing else
 * writable, no new privileges, not root, the loopback ports the platform exposes and no other address), and the
 * runtime's behaviour at the limits (memory cap, timeout, a throwing handler, cold then warm).
 */
const probe = `
import { readdirSync, readFileSync, statfsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
let invocations = 0;
const initAt = Date.now();
const tryConnect = (host, port) => new Promise((resolve) => {
  const socket = connect({ host, port, timeout: 2000 });
  socket.once('connect', () => { socket.destroy(); resolve('connected'); });
  socket.once('timeout', () => { socket.destroy(); resolve('timeout'); });
  socket.once('error', (e) => resolve(e.code));
});
const attempt = (fn) => { try { fn(); return 'ok'; } catch (e) { return e.code ?? String(e); } };
export const handler = async (event, context) => {
  invocations++;
  if (event.action === 'throw') throw new TypeError('probe failed on purpose');
  if (event.action === 'sleep') await new Promise((r) => setTimeout(r, 60_000));
  if (event.action === 'allocate') { const kept = []; for (;;) kept.push(Buffer.alloc(16 * 1024 * 1024, 1)); }
  const tmp = statfsSync('/tmp');
  return {
    invocations, initAt, node: process.version, uid: process.getuid(), cwd: process.cwd(),
    noNewPrivs: /NoNewPrivs:\\s*1/.test(readFileSync('/proc/self/status', 'utf8')),
    tmpBytes: tmp.blocks * tmp.bsize,
    writeTask: attempt(() => writeFileSync('/var/task/x', 'x')),
    writeTmp: attempt(() => writeFileSync('/tmp/x', 'x')),
    writeUsr: attempt(() => writeFileSync('/usr/x', 'x')),
    env: { handler: process.env._HANDLER, task: process.env.LAMBDA_TASK_ROOT, memory: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE, own: process.env.OWN, home: process.env.HOME ?? null, execEnv: process.env.AWS_EXECUTION_ENV },
    remaining: context.getRemainingTimeInMillis(),
    requestId: context.awsRequestId,
    exposed: await tryConnect('127.0.0.1', event.exposedPort),
    notExposed: await tryConnect('127.0.0.1', event.closedPort),
    metadata: await tryConnect('169.254.169.254', 80),
    fonts: readdirSync('/usr/share/fonts').length,
  };
};
`;

const answerSchema = z.object({
  invocations: z.number(),
  initAt: z.number(),
  node: z.string(),
  uid: z.number(),
  cwd: z.string(),
  noNewPrivs: z.boolean(),
  tmpBytes: z.number(),
  writeTask: z.string(),
  writeTmp: z.string(),
  writeUsr: z.string(),
  env: z.object({
    handler: z.string(),
    task: z.string(),
    memory: z.string(),
    own: z.string(),
    home: z.string().nullable(),
    execEnv: z.string(),
  }),
  remaining: z.number(),
  requestId: z.string(),
  exposed: z.string(),
  notExposed: z.string(),
  metadata: z.string(),
  fonts: z.number(),
});

describe('Lambda sandbox', () => {
  let network: SandboxNetwork;
  let asset: string;
  let listener: Server;
  let exposedPort: number;
  let closedPort: number;
  const node = nodeDistribution('nodejs22.x');
  const spec = (overrides: Partial<FunctionSpec> = {}): FunctionSpec => ({
    name: 'Probe',
    assetDir: asset,
    handler: 'index.handler',
    runtime: 'nodejs22.x',
    memoryMb: 256,
    timeoutSeconds: 10,
    ephemeralStorageMb: 600,
    environment: { OWN: 'from-template' },
    ...overrides,
  });

  beforeAll(async () => {
    asset = mkdtempSync(join(tmpdir(), 'alquimia-probe-'));
    writeFileSync(join(asset, 'index.mjs'), probe);
    listener = createServer((socket) => socket.end()).listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    exposedPort = portOf(listener);
    const unexposed = createServer((socket) => socket.end()).listen(0, '127.0.0.1');
    await new Promise((resolve) => unexposed.once('listening', resolve));
    closedPort = portOf(unexposed);
    network = await SandboxNetwork.start();
    await network.expose(exposedPort);
    unexposed.close();
  });

  afterAll(async () => {
    await network?.stop();
    listener?.close();
    rmSync(asset, { recursive: true, force: true });
  });

  it("runs the handler on the runtime's Node major as Lambda's unprivileged user, cold then warm in one environment", async () => {
    const instance = await SandboxInstance.start(spec(), { nodeDir: node.dir, network });
    try {
      const cold = answerSchema.parse(await instance.invoke({ exposedPort, closedPort }, 'req-1'));
      const warm = answerSchema.parse(await instance.invoke({ exposedPort, closedPort }, 'req-2'));
      expect(cold.node).toMatch(/^v22\./);
      expect(cold.node).toBe(node.version);
      expect(cold.uid).toBe(993);
      expect(cold.noNewPrivs).toBe(true);
      expect(cold.cwd).toBe('/var/task');
      expect(cold.env).toEqual({
        handler: 'index.handler',
        task: '/var/task',
        memory: '256',
        own: 'from-template',
        home: null,
        execEnv: 'AWS_Lambda_nodejs22.x',
      });
      expect(cold.requestId).toBe('req-1');
      expect(cold.remaining).toBeGreaterThan(5_000);
      expect(cold.remaining).toBeLessThanOrEqual(10_000);
      expect(instance.initMs).toBeGreaterThan(0);
      // Warm: the same process (module state kept), a new request.
      expect(warm.invocations).toBe(2);
      expect(warm.initAt).toBe(cold.initAt);
      expect(warm.requestId).toBe('req-2');
    } finally {
      await instance.stop();
    }
  });

  it('gives a read-only task root and /usr, a writable /tmp of the ephemeral size, and no fonts', async () => {
    const instance = await SandboxInstance.start(spec(), { nodeDir: node.dir, network });
    try {
      const answer = answerSchema.parse(await instance.invoke({ exposedPort, closedPort }));
      expect(answer.writeTask).toBe('EROFS');
      expect(answer.writeUsr).toBe('EROFS');
      expect(answer.writeTmp).toBe('ok');
      expect(answer.tmpBytes).toBe(600 * 1024 * 1024);
      expect(answer.fonts).toBe(0);
    } finally {
      await instance.stop();
    }
  });

  it('reaches only the loopback ports the platform exposes: no other port, no metadata address', async () => {
    const instance = await SandboxInstance.start(spec(), { nodeDir: node.dir, network });
    try {
      const answer = answerSchema.parse(await instance.invoke({ exposedPort, closedPort }));
      expect(answer.exposed).toBe('connected');
      expect(answer.notExposed).toBe('ECONNREFUSED');
      // The namespace has no route off its loopback: refused at once by the kernel, nothing is sent.
      expect(answer.metadata).toBe('ENETUNREACH');
    } finally {
      await instance.stop();
    }
  });

  it("reports a handler's error as the function's error and keeps the environment warm", async () => {
    const instance = await SandboxInstance.start(spec(), { nodeDir: node.dir, network });
    try {
      await expect(instance.invoke({ action: 'throw' })).rejects.toMatchObject({
        errorType: 'TypeError',
        message: 'probe failed on purpose',
      });
      expect(instance.alive).toBe(true);
      const after = answerSchema.parse(await instance.invoke({ exposedPort, closedPort }));
      expect(after.invocations).toBe(2);
    } finally {
      await instance.stop();
    }
  });

  it("kills the environment at the function's memory size", async () => {
    const instance = await SandboxInstance.start(spec({ memoryMb: 128 }), { nodeDir: node.dir, network });
    const failure = await instance.invoke({ action: 'allocate' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LambdaRuntimeError);
    expect(failure).toMatchObject({ errorType: 'Runtime.ExitError' });
    expect(instance.alive).toBe(false);
  });

  it("kills the environment at the function's timeout", async () => {
    const instance = await SandboxInstance.start(spec({ timeoutSeconds: 2 }), { nodeDir: node.dir, network });
    const started = Date.now();
    const failure = await instance.invoke({ action: 'sleep' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ errorType: 'Sandbox.Timedout' });
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect.poll(() => instance.alive).toBe(false);
  });
});
