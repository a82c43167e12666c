import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { Uint8ArrayBlobAdapter } from '@smithy/core/serde';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { OperationCall } from '../../../functions/core/operation-call.js';
import { parseMcpConfig } from '../../../functions/mcp/config.js';
import { createLambdaInvoker, FunctionFailedError } from '../../../functions/mcp/engine/lambda.js';

/** AWS: a tool call is a synchronous invoke of the family's function with the direct call. */

const lambda = mockClient(LambdaClient);
afterEach(() => lambda.reset());

const client = new LambdaClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
const invoker = createLambdaInvoker({
  client,
  functionNames: new Map([
    ['pdf', 'alquimia-dev-pdf'],
    ['jobs', 'alquimia-dev-jobs'],
  ]),
});
const event: OperationCall = {
  kind: 'operation-call',
  operationId: 'pdf.merge',
  fields: {},
  controls: {},
  headers: {},
  authorizer: { accountId: 'acct_test', keyId: 'key_test', plan: '0' },
  requestId: 'f6f0c1e2-0000-4000-8000-000000000001',
  sourceIp: '',
};
const options = { signal: new AbortController().signal };
const payload = (value: unknown) => Uint8ArrayBlobAdapter.fromString(JSON.stringify(value));

describe('Lambda operation invoker', () => {
  it("invokes the family's function with the direct call and returns its proxy result", async () => {
    lambda.on(InvokeCommand).resolves({
      StatusCode: 200,
      Payload: payload({
        statusCode: 201,
        headers: { 'X-Credits-Charged': '1' },
        body: 'JVBERi0=',
        isBase64Encoded: true,
      }),
    });
    const result = await invoker.invoke('pdf', event, options);
    expect(result).toEqual({
      statusCode: 201,
      headers: { 'X-Credits-Charged': '1' },
      body: 'JVBERi0=',
      isBase64Encoded: true,
    });
    const calls = lambda.commandCalls(InvokeCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    expect(input?.FunctionName).toBe('alquimia-dev-pdf');
    expect(input?.InvocationType).toBe('RequestResponse');
    const sent: unknown = JSON.parse(
      new TextDecoder().decode(input?.Payload instanceof Uint8Array ? input.Payload : undefined),
    );
    expect(sent).toEqual(JSON.parse(JSON.stringify(event)));
  });

  it('reports a crashed or timed-out function as a failure, not as a result', async () => {
    lambda.on(InvokeCommand).resolves({
      StatusCode: 200,
      FunctionError: 'Unhandled',
      Payload: payload({ errorMessage: 'Task timed out after 29.00 seconds' }),
    });
    await expect(invoker.invoke('pdf', event, options)).rejects.toBeInstanceOf(FunctionFailedError);
  });

  it('refuses a payload that is not a proxy result', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, Payload: payload({ hello: 'world' }) });
    await expect(invoker.invoke('jobs', event, options)).rejects.toThrow(/invalid family handler result/);
  });

  it('never invokes a family it has no function for', async () => {
    await expect(invoker.invoke('video', event, options)).rejects.toThrow(/no function configured for the video/);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });
});

describe('MCP configuration', () => {
  it('runs in process unless told otherwise', () => {
    expect(parseMcpConfig({}, ['pdf'])).toEqual({ invoker: 'in-process' });
  });

  it('needs a function name for every tool family to invoke Lambda', () => {
    const config = parseMcpConfig(
      { MCP_INVOKER: 'lambda', FAMILY_FUNCTION_PDF: 'alquimia-prod-pdf', FAMILY_FUNCTION_JOBS: 'alquimia-prod-jobs' },
      ['pdf', 'jobs'],
    );
    expect(config.invoker === 'lambda' ? [...config.functionNames] : []).toEqual([
      ['pdf', 'alquimia-prod-pdf'],
      ['jobs', 'alquimia-prod-jobs'],
    ]);
    expect(() => parseMcpConfig({ MCP_INVOKER: 'lambda', FAMILY_FUNCTION_PDF: 'f' }, ['pdf', 'video'])).toThrow(
      /FAMILY_FUNCTION_VIDEO/,
    );
    expect(() => parseMcpConfig({ MCP_INVOKER: 'remote' }, ['pdf'])).toThrow(/MCP_INVOKER/);
  });
});
