import type { APIGatewayProxyResult } from 'aws-lambda';
import { AppError, invalidRequest } from '../../errors.js';
import { idempotencyKeyPattern, requestFingerprint } from '../../metering/fingerprint.js';
import type { StoredResponse } from '../../metering/types.js';
import { type Answer, answer, type Stage } from '../chain.js';
import type { Claimed, Priced, ReachedState, Step } from '../state.js';

/**
 * `Idempotency-Key`: the first request with a key runs and its answer is remembered; a retry of the same request
 * gets that answer again (charged once); the same key with another request is a 409. A server-side failure
 * releases the key so the retry runs again. The respond step remembers a success; `idempotencyGuard` a failure.
 */
export const idempotency: Stage<Priced, Claimed> = {
  name: 'idempotency',
  run: async (state): Promise<Claimed | Answer> => {
    const key = state.http.headers['idempotency-key'];
    const store = state.deps.idempotency;
    const { principal } = state;
    if (key === undefined || !store || principal.kind === 'anonymous') return { ...state, idempotency: undefined };
    if (!idempotencyKeyPattern.test(key)) {
      throw invalidRequest('Idempotency-Key must be 1 to 255 printable ASCII characters.', [
        { path: 'Idempotency-Key', message: 'expected 1 to 255 printable ASCII characters' },
      ]);
    }
    const fingerprint = requestFingerprint({
      method: state.http.method,
      route: state.http.path,
      fields: state.fields,
      output: state.controls.output,
    });
    const claim = await store.begin(principal.accountId, key, fingerprint, state.deps.now());
    if (claim.state === 'replay') return answer(replay(claim.response));
    if (claim.state === 'in-progress') {
      throw new AppError('idempotency_conflict', 'A request with this Idempotency-Key is still being processed.', {
        headers: { 'Retry-After': '1' },
      });
    }
    return { ...state, idempotency: { store, accountId: principal.accountId, key } };
  },
};

/** On failure, after the problem step built the answer: remembers it, or releases the key for a server error. */
export const idempotencyGuard: Step = {
  name: 'idempotency-guard',
  onError: async (request) => {
    const { state } = request.internal;
    if (state && request.response) await rememberAnswer(state, request.response);
  },
};

/** Remembers the answer under the claimed key; a server-side failure releases the key so a retry runs again. */
export async function rememberAnswer(
  state: Pick<ReachedState, 'idempotency' | 'deps'>,
  response: APIGatewayProxyResult,
): Promise<void> {
  const claim = state.idempotency;
  if (!claim) return;
  if (response.statusCode >= 500) await claim.store.release(claim.accountId, claim.key);
  else await claim.store.complete(claim.accountId, claim.key, stored(response), state.deps.now());
}

function stored(response: APIGatewayProxyResult): StoredResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name] = String(value);
  return {
    statusCode: response.statusCode,
    headers,
    body: response.body,
    isBase64Encoded: response.isBase64Encoded ?? false,
  };
}

function replay(response: StoredResponse): APIGatewayProxyResult {
  return {
    statusCode: response.statusCode,
    headers: { ...response.headers, 'Idempotent-Replayed': 'true' },
    body: response.body,
    isBase64Encoded: response.isBase64Encoded,
  };
}
