import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { findOperation } from '../../shared/operations/index.js';
import type { Family } from '../../shared/operations/types.js';
import { AppError } from './errors.js';
import { problemResponse, toAppError } from './http/problem.js';
import { toHttpRequest } from './http/request.js';
import { logger } from './logger.js';
import type { Implementations } from './operation.js';
import { type PipelineDeps, runPipeline } from './pipeline.js';

export type FamilyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** Milliseconds kept back from the Lambda deadline to answer a 504 problem instead of being killed. */
const deadlineMarginMs = 1500;

interface RequestState {
  requestId: string;
}

/**
 * The one Lambda handler shape every family uses: a middy chain that assigns the request id, dispatches on the
 * operation found by method + resource path, runs the pipeline, and maps anything thrown to problem+json.
 * `deps` is a function so wiring (AWS clients, config) happens once, at the first request, not at import.
 */
export function createFamilyHandler(
  family: Family,
  implementations: Implementations,
  deps: () => PipelineDeps | Promise<PipelineDeps>,
): FamilyHandler {
  const state: RequestState = { requestId: '' };
  let built: Promise<PipelineDeps> | undefined;

  const base = async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    built ??= Promise.resolve(deps());
    const pipelineDeps = await built;
    const request = toHttpRequest(event);
    const operation = findOperation(request.method, request.resourcePath);
    if (!operation || operation.family !== family) {
      throw new AppError(
        'not_found',
        `No operation ${request.method} ${request.resourcePath} in the ${family} family.`,
      );
    }
    logger.appendKeys({ operationId: operation.id });
    const controller = new AbortController();
    const remaining = context.getRemainingTimeInMillis?.() ?? 30_000;
    const timer = setTimeout(() => controller.abort(), Math.max(remaining - deadlineMarginMs, 1000));
    try {
      return await runPipeline(
        operation,
        implementations,
        event,
        request,
        state.requestId,
        controller.signal,
        pipelineDeps,
      );
    } finally {
      clearTimeout(timer);
    }
  };

  return middy<APIGatewayProxyEvent, APIGatewayProxyResult>(base)
    .before((request) => {
      state.requestId = requestIdOf(request.event);
      logger.resetKeys();
      logger.appendKeys({ requestId: state.requestId, family });
      logger.addContext(request.context);
    })
    .onError((request) => {
      const error = toAppError(request.error);
      if (error.code === 'internal_error') logger.error('request failed', { error: request.error });
      else logger.info('request rejected', { code: error.code, status: error.status });
      request.response = problemResponse(error, state.requestId, { 'X-Request-Id': state.requestId });
    });
}

/** `req_` + API Gateway's request id (hex without dashes), so support can find the gateway's log line too. */
export function requestIdOf(event: APIGatewayProxyEvent): string {
  const raw = event.requestContext?.requestId ?? crypto.randomUUID();
  return `req_${raw.replaceAll('-', '')}`;
}
