/**
 * The platform in bundled mode in a process of its own, as `npm start -- --bundled` runs it (the platform's local
 * pages read its environment from process.env, which the source-mode platform of the integration tests, in the
 * test runner's process, also sets). Prints one JSON line `{baseUrl, env}` when ready; stops on SIGTERM.
 */
import { startPlatform } from '../../infra/local/platform.js';

const [assemblyDir, dataDir, receiverPort] = process.argv.slice(2);
if (assemblyDir === undefined || dataDir === undefined || receiverPort === undefined) {
  throw new Error('usage: serve.ts <assemblyDir> <dataDir> <webhook receiver port>');
}
// The smoke's job webhook goes to a receiver the test starts on loopback: allowed as the integration platform allows
// it (STAGE=local only), and its port opened into the sandboxes, whose network has only the ports opened to it.
const platform = await startPlatform({
  port: 0,
  dataDir,
  quiet: true,
  env: { JOBS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1' },
  bundled: { assemblyDir, reachablePorts: [Number(receiverPort)] },
});
process.stdout.write(`${JSON.stringify({ baseUrl: platform.baseUrl, env: platform.env })}\n`);
const stop = () => void platform.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
