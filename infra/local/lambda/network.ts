import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const bridgeScript = fileURLToPath(new URL('./loopback-bridge.mjs', import.meta.url));

/**
 * The network every Lambda sandbox joins: a namespace of its own with nothing but a loopback, where a bridge
 * (loopback-bridge.mjs) listens on the ports the platform exposes and carries each connection, through a Unix
 * socket, to the same port on the host's loopback. A function reaches the stand-ins at their usual addresses and
 * cannot reach anything else: no other host, no link-local metadata address, no port the platform did not expose.
 */
export class SandboxNetwork {
  private readonly servers = new Map<number, Server>();
  private readonly waiting = new Map<number, () => void>();

  private constructor(
    private readonly bridge: ChildProcess,
    private readonly socketDir: string,
  ) {
    const lines = createInterface({ input: bridge.stdout ?? process.stdin });
    lines.on('line', (line) => {
      const port = Number(line.replace(/^ready /, ''));
      this.waiting.get(port)?.();
      this.waiting.delete(port);
    });
  }

  /** `nsenter` argument that joins a process to this network. */
  get namespace(): string {
    return `--net=/proc/${this.bridge.pid}/ns/net`;
  }

  static async start(): Promise<SandboxNetwork> {
    const socketDir = mkdtempSync(join(tmpdir(), 'alquimia-lambda-net-'));
    const bridge = spawn('unshare', ['--net', '--', process.execPath, bridgeScript, socketDir], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      bridge.once('spawn', resolve);
      bridge.once('error', reject);
    });
    const network = new SandboxNetwork(bridge, socketDir);
    // The bridge answers once its loopback is up and its stdin is read: a port 0 asks for nothing else.
    await network.send(0);
    return network;
  }

  /** Makes the host's 127.0.0.1:`port` reachable at the same address inside the sandboxes. */
  async expose(port: number): Promise<void> {
    if (this.servers.has(port)) return;
    const server = createServer((inside) => {
      const outside = connect(port, '127.0.0.1');
      inside.pipe(outside).pipe(inside);
      const close = () => {
        inside.destroy();
        outside.destroy();
      };
      inside.on('error', close);
      outside.on('error', close);
    });
    this.servers.set(port, server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(join(this.socketDir, `${port}.sock`), resolve);
    });
    await this.send(port);
  }

  private send(port: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the sandbox network did not open port ${port}`)), 10_000);
      this.waiting.set(port, () => {
        clearTimeout(timer);
        resolve();
      });
      this.bridge.stdin?.write(`${port}\n`);
    });
  }

  async stop(): Promise<void> {
    this.bridge.stdin?.end();
    this.bridge.kill('SIGKILL');
    await Promise.all([...this.servers.values()].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    rmSync(this.socketDir, { recursive: true, force: true });
  }
}
