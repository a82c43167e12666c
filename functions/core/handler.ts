import middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Family } from '../../shared/operations/types.js';
import type { Implementation } from './implement.js';
import { Chain } from './pipeline/chain.js';
import { deadline } from './pipeline/deadline.js';
import type { PipelineDeps, PipelineEvent, PipelineInternal } from './pipeline/state.js';
import { admit } from './pipeline/steps/admit.js';
import { authenticate } from './pipeline/steps/authenticate.js';
import { quotaAndDebit, refundGuard } from './pipeline/steps/charge.js';
import { priceAndDryRun } from './pipeline/steps/dry-run.js';
import { resolveFiles } from './pipeline/steps/files.js';
import { idempotency, idempotencyGuard } from './pipeline/steps/idempotency.js';
import { measure } from './pipeline/steps/measure.js';
import { parse } from './pipeline/steps/parse.js';
import { problem } from './pipeline/steps/problem.js';
import { respond } from './pipeline/steps/respond.js';
import { run } from './pipeline/steps/run.js';
import { start } from './pipeline/steps/start.js';
import { validate } from './pipeline/steps/validate.js';

/** A family's Lambda handler: API Gateway's REST event, or a direct call of one operation (core/operation-call.ts). */
export type FamilyHandler = (event: PipelineEvent, context: Context) => Promise<APIGatewayProxyResult>;

/**
 * The one Lambda handler every family uses: the request pipeline as a middy chain of named steps, in order
 * start → authenticate → parse → validate → admit → measure → price and dry-run → idempotency → quota and debit →
 * resolve files → run → respond, each taking the stage the one before produced (pipeline/chain.ts checks the
 * order at compile time). Admit checks a job's (or a dry run's) file references and URLs before any charge.
 * Measure runs only for operations priced by the length of their media (it resolves their files first); every other
 * call reaches the debit without reading a file. Respond answers every request that gets that far. The guards
 * handle failures: middy runs `onError` in reverse order, so the deadline's abort becomes a 504 first, the debit is
 * refunded next, the problem answer is built, and the idempotency claim is settled with that answer last.
 * `deps` is a function so wiring (AWS clients, config) happens once, at the first request, not at import.
 */
export function createFamilyHandler(
  family: Family,
  implementations: readonly Implementation[],
  deps: () => PipelineDeps | Promise<PipelineDeps>,
): FamilyHandler {
  const byId = implementationsFor(family, implementations);
  let built: Promise<PipelineDeps> | undefined;
  const once = (): Promise<PipelineDeps> => {
    built ??= Promise.resolve(deps()).catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    return built;
  };

  const chain = Chain.from(start(family, byId, once))
    .step(authenticate)
    .step(parse)
    .step(validate)
    .step(admit)
    .step(measure)
    .step(priceAndDryRun)
    .step(idempotency)
    .guard(idempotencyGuard)
    .guard(problem)
    .guard(refundGuard)
    .step(quotaAndDebit)
    .step(resolveFiles)
    .step(run)
    .step(respond)
    .guard(deadline);
  const handler = middy<PipelineEvent, APIGatewayProxyResult, Error, Context, PipelineInternal>(() => {
    throw new Error('the respond step answers every request');
  });
  for (const step of chain.steps) handler.use(step);
  return handler;
}

/** The family's implementations by operation id; an implementation of another family's operation is a wiring bug. */
function implementationsFor(family: Family, list: readonly Implementation[]): ReadonlyMap<string, Implementation> {
  const byId = new Map<string, Implementation>();
  for (const impl of list) {
    const { id } = impl.operation;
    if (impl.operation.family !== family)
      throw new Error(`${id} belongs to the ${impl.operation.family} family, not ${family}`);
    if (byId.has(id)) throw new Error(`${id} is implemented twice`);
    byId.set(id, impl);
  }
  return byId;
}
