// The runtime inside a Lambda sandbox (infra/local/lambda/sandbox.ts), in the place of Lambda's Node.js runtime
// interface client: it imports the handler named by `_HANDLER` from LAMBDA_TASK_ROOT once (the init phase), then
// runs one invocation at a time. Invocations arrive on fd 3 and answers leave on fd 4, one JSON document a line,
// so the function's stdout and stderr stay its logs, as on Lambda. Plain JavaScript: it runs on the Node that the
// template's Runtime names, which is not the one the platform runs on.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const out = createWriteStream('', { fd: 4 });
const send = (message) => out.write(`${JSON.stringify(message)}\n`);

const errorOf = (error, fallbackType) => ({
  errorType: error instanceof Error ? error.name || fallbackType : fallbackType,
  errorMessage: error instanceof Error ? error.message : String(error),
  trace: error instanceof Error && typeof error.stack === 'string' ? error.stack.split('\n') : [],
});

/** `index.handler` → the module `index` (.js, .mjs or .cjs, in that order, as the runtime looks) and its export. */
async function loadHandler() {
  const spec = process.env._HANDLER ?? '';
  const dot = spec.lastIndexOf('.');
  if (dot <= 0) throw Object.assign(new Error(`Bad handler '${spec}'`), { name: 'Runtime.MalformedHandlerName' });
  const root = process.env.LAMBDA_TASK_ROOT ?? '/var/task';
  const base = join(root, spec.slice(0, dot));
  const file = ['.js', '.mjs', '.cjs'].map((ext) => base + ext).find((path) => existsSync(path));
  if (file === undefined) {
    throw Object.assign(new Error(`Cannot find module '${spec.slice(0, dot)}' in ${root}`), {
      name: 'Runtime.ImportModuleError',
    });
  }
  const mod = await import(pathToFileURL(file).href);
  const handler = mod[spec.slice(dot + 1)];
  if (typeof handler !== 'function') {
    throw Object.assign(new Error(`${spec} is not a function`), { name: 'Runtime.HandlerNotFound' });
  }
  return handler;
}

const initStart = performance.now();
let handler;
try {
  handler = await loadHandler();
  send({ type: 'ready', initMs: performance.now() - initStart });
} catch (error) {
  send({ type: 'init-error', error: errorOf(error, 'Runtime.ImportModuleError') });
  out.end(() => process.exit(1));
}

const lines = createInterface({ input: createReadStream('', { fd: 3 }), crlfDelay: Number.POSITIVE_INFINITY });
for await (const line of lines) {
  if (handler === undefined) break;
  const invocation = JSON.parse(line);
  const context = {
    callbackWaitsForEmptyEventLoop: true,
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
    functionVersion: process.env.AWS_LAMBDA_FUNCTION_VERSION,
    invokedFunctionArn: invocation.functionArn,
    memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
    awsRequestId: invocation.requestId,
    logGroupName: process.env.AWS_LAMBDA_LOG_GROUP_NAME,
    logStreamName: process.env.AWS_LAMBDA_LOG_STREAM_NAME,
    getRemainingTimeInMillis: () => Math.max(0, invocation.deadlineMs - Date.now()),
  };
  const started = performance.now();
  try {
    const result = await handler(invocation.event, context);
    send({ type: 'result', id: invocation.id, result: result ?? null, durationMs: performance.now() - started });
  } catch (error) {
    send({ type: 'error', id: invocation.id, error: errorOf(error, 'Error'), durationMs: performance.now() - started });
  }
}
