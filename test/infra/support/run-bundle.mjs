// Runs a bundled Lambda asset the way the Node.js runtime does: a plain `node` process importing `index.mjs` from
// the asset folder (nothing from the repository's source or node_modules but the AWS SDK, which Lambda provides).
// Usage: node run-bundle.mjs <assetDir> <input.json> <output.json>
// input: { "export": "handler", "events": [ ... ] } → output: { "type": "function", "results": [ ... ] }
// Results go to a file because the handlers' structured logs go to stdout, as on Lambda.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [assetDir, inputPath, outputPath] = process.argv.slice(2);
const input = JSON.parse(readFileSync(inputPath, 'utf8'));
const mod = await import(pathToFileURL(join(assetDir, 'index.mjs')).href);
const handler = mod[input.export ?? 'handler'];
const results = [];
if (typeof handler === 'function') {
  for (const [index, event] of (input.events ?? []).entries()) {
    const deadline = Date.now() + 29_000;
    const context = {
      callbackWaitsForEmptyEventLoop: true,
      functionName: 'bundled-smoke',
      functionVersion: '$LATEST',
      invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:bundled-smoke',
      memoryLimitInMB: '1024',
      awsRequestId: `smoke-${index}`,
      logGroupName: '/aws/lambda/bundled-smoke',
      logStreamName: 'smoke',
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    };
    results.push(await handler(event, context));
  }
}
writeFileSync(outputPath, JSON.stringify({ type: typeof handler, results }));
process.exit(0);
