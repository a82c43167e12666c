import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Family } from '../../shared/operations/types.js';
import type { Implementation } from './implement.js';
import { deadline } from './pipeline/deadline.js';
import type { PipelineDeps, PipelineInternal } from './pipeline/state.js';
import { admit } from './pipeline/steps/admit.js';
import { authenticate } from './pipeline/steps/authenticate.js';
import { quotaAndDebit } from './pipeline/steps/charge.js';
import { priceAndDryRun } from './pipeline/steps/dry-run.js';
import { resolveFiles } from './pipeline/steps/files.js';
import { idempotency } from './pipeline/steps/idempotency.js';
import { measure } from './pipeline/steps/measure.js';
import { parse } from './pipeline/steps/parse.js';
import { problem } from './pipeline/steps/problem.js';
import { respond } from './pipeline/steps/respond.js';
import { run } from './pipeline/steps/run.js';
import { start } from './pipeline/steps/start.js';
import { validate } from './pipeline/steps/validate.js';

export type FamilyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/**
 * The one Lambda handler every family uses: the request pipeline as a middy chain of named steps, in order
 * start → authenticate → parse → validate → admit → measure → price and dry-run → idempotency → quota and debit →
 * resolve files → run → respond. Admit checks a job's (or a dry run's) file references and URLs before any charge. Measure runs only for operations priced by the length of their media (it resolves
 * their files first); every other call reaches the debit without reading a file. middy runs `after` and `onError`
 * in reverse order, so on failure the debit is refunded first, the problem answer is built next, and the
 * idempotency claim is settled with that answer last.
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

  return middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context, PipelineInternal>(() => undefined)
    .use(start(family, byId, once))
    .use(authenticate)
    .use(parse)
    .use(validate)
    .use(admit)
    .use(measure)
    .use(priceAndDryRun)
    .use(idempotency)
    .use(problem)
    .use(quotaAndDebit)
    .use(resolveFiles)
    .use(run)
    .use(respond)
    .use(deadline);
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
