import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { gatewayTimeoutMs, handlerEntry } from '../../../shared/edge.js';
import type { Family } from '../../../shared/operations/types.js';
import { untilAborted } from '../../core/deadline.js';
import type { OperationCall } from '../../core/operation-call.js';
import { type OperationInvoker, toProxyResult } from './invoker.js';

/** A family's Lambda handler, called with a direct call. */
export type FamilyFunction = (call: OperationCall, context: Context) => Promise<unknown>;

export interface InProcessOptions {
  /** The family's handler; default: the `handler` export of `functions/<family>/handler.ts`, imported in process. */
  readonly handlerFor?: (family: Family) => Promise<FamilyFunction>;
  /**
   * Time the family handler is given, as its Lambda context's remaining time: less than the MCP call's own, so an
   * operation that overruns answers its own 504 (and refunds) before the MCP call gives up.
   */
  readonly timeoutMs?: number;
}

/**
 * The family handler module, imported from the repository (the local platform runs the sources): the same module
 * instance the local gateway serves, since a module URL is loaded once per process.
 */
export async function importedHandler(family: Family): Promise<FamilyFunction> {
  const mod: unknown = await import(new URL(`../../../${handlerEntry(family)}`, import.meta.url).href);
  const fn: unknown = typeof mod === 'object' && mod !== null ? Reflect.get(mod, 'handler') : undefined;
  if (typeof fn !== 'function') throw new Error(`${handlerEntry(family)} has no handler export`);
  return (call, context) => Promise.resolve(Reflect.apply(fn, undefined, [call, context]));
}

/** The local platform's invoker: calls the family handler in this process. */
export function createInProcessInvoker(options: InProcessOptions = {}): OperationInvoker {
  const handlerFor = options.handlerFor ?? importedHandler;
  const timeoutMs = options.timeoutMs ?? gatewayTimeoutMs - 3000;
  return {
    async invoke(family, call, { signal }) {
      const handler = await handlerFor(family);
      const context = lambdaContext(`alquimia-local-${family}`, timeoutMs);
      return toProxyResult(await untilAborted(handler(call, context), signal, 'The operation did not finish in time.'));
    },
  };
}

/** What a handler reads of its Lambda context here: the remaining time, counted from the call. */
function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(deadline - Date.now(), 0),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
