import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { buildContext } from '../../../infra/local/gateway/event.js';
import { type FunctionLoader, functionLoader } from '../../../infra/local/gateway/functions.js';
import { gatewayTimeoutMs, handlerEntry } from '../../../shared/edge.js';
import type { Family } from '../../../shared/operations/types.js';
import { AppError } from '../../core/errors.js';
import { type OperationInvoker, toProxyResult } from './invoker.js';

/** A family's Lambda handler, called as the gateway calls it. */
export type FamilyFunction = (event: APIGatewayProxyEvent, context: Context) => Promise<unknown>;

/**
 * The local platform's invoker: loads the family handler the way the local gateway does (same loader, same entry
 * paths, so the very module instance the gateway serves) and calls it in this process.
 */
export interface InProcessOptions {
  /** The family's handler; default: `functions/<family>/handler.ts` through the local gateway's loader. */
  readonly handlerFor?: (family: Family) => Promise<FamilyFunction>;
  /**
   * Time the family handler is given, as its Lambda context's remaining time: less than the MCP call's own, so an
   * operation that overruns answers its own 504 (and refunds) before the MCP call gives up.
   */
  readonly timeoutMs?: number;
}

/** The repository root, where the loader finds `functions/<family>/handler.ts`. */
export const repositoryRoot = (): string => fileURLToPath(new URL('../../../', import.meta.url));

/** Loads handlers with the local gateway's own loader. */
export function gatewayHandlers(load: FunctionLoader = functionLoader(repositoryRoot())) {
  return async (family: Family): Promise<FamilyFunction> => {
    const fn = await load(handlerEntry(family));
    return (event, context) => fn(event, context);
  };
}

export function createInProcessInvoker(options: InProcessOptions = {}): OperationInvoker {
  const handlerFor = options.handlerFor ?? gatewayHandlers();
  const timeoutMs = options.timeoutMs ?? gatewayTimeoutMs - 3000;
  return {
    async invoke(family, event, { signal }) {
      const handler = await handlerFor(family);
      const context = buildContext(`alquimia-local-${family}`, randomUUID(), timeoutMs);
      return toProxyResult(await untilAborted(handler(event, context), signal));
    },
  };
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  const timeout = () => new AppError('timeout', 'The operation did not finish in time.');
  if (signal.aborted) return Promise.reject(timeout());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeout());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
