import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import type { Family } from '../../../shared/operations/types.js';
import { type OperationInvoker, toProxyResult } from './invoker.js';

export interface LambdaInvokerDeps {
  readonly client: LambdaClient;
  /** The deployed function of each family (see ../config.ts). */
  readonly functionNames: ReadonlyMap<Family, string>;
}

/** A family function crashed or timed out without answering (what API Gateway turns into a 502). */
export class FunctionFailedError extends Error {}

/**
 * AWS: a synchronous invoke of the family's function with the direct call; the function runs its ordinary
 * pipeline and answers an ordinary proxy result.
 */
export function createLambdaInvoker({ client, functionNames }: LambdaInvokerDeps): OperationInvoker {
  return {
    async invoke(family, call, { signal }) {
      const functionName = functionNames.get(family);
      if (functionName === undefined) throw new Error(`no function configured for the ${family} family`);
      const output = await client.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'RequestResponse',
          Payload: new TextEncoder().encode(JSON.stringify(call)),
        }),
        { abortSignal: signal },
      );
      const text = new TextDecoder().decode(output.Payload ?? new Uint8Array());
      if (output.FunctionError !== undefined) {
        throw new FunctionFailedError(`${functionName} failed (${output.FunctionError}): ${text.slice(0, 500)}`);
      }
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        throw new FunctionFailedError(`${functionName} answered a payload that is not JSON`);
      }
      return toProxyResult(payload);
    },
  };
}
