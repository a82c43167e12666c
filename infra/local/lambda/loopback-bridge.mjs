// The loopback of the Lambda sandboxes: runs inside the network namespace they share (created empty by
// `unshare --net`, so nothing outside this machine, nor the machine's own addresses, can be reached from it) and
// listens on 127.0.0.1 at each port the platform names, piping every connection to a Unix socket that the platform
// serves from the host's side (infra/local/lambda/network.ts). A function thus reaches the stand-ins at the very
// addresses the platform gives it, and nothing else. Ports arrive on stdin, one a line; `ready <port>` answers each.
import { execFileSync } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const [socketDir] = process.argv.slice(2);
// A new network namespace starts with its loopback down.
execFileSync('ip', ['link', 'set', 'lo', 'up']);

const listening = new Set();
for await (const line of createInterface({ input: process.stdin })) {
  const port = Number(line.trim());
  if (!Number.isInteger(port) || port <= 0 || port > 65535 || listening.has(port)) {
    process.stdout.write(`ready ${line.trim()}\n`);
    continue;
  }
  listening.add(port);
  const server = createServer((inside) => {
    const outside = connect(join(socketDir, `${port}.sock`));
    inside.pipe(outside).pipe(inside);
    const close = () => {
      inside.destroy();
      outside.destroy();
    };
    inside.on('error', close);
    outside.on('error', close);
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write(`ready ${port}\n`));
}
