import { AppError, invalidRequest } from '../../errors.js';
import { idempotencyKeyPattern, requestFingerprint } from '../../metering/fingerprint.js';
import type { StoredResponse } from '../../metering/types.js';
import { type PipelineRequest, required, type Step, stateOf } from '../state.js';

/**
 * `Idempotency-Key`: the first request with a key runs and its answer is remembered; a retry of the same request
 * gets that answer again (charged once); the same key with another request is a 409. A server-side failure
 * releases the key so the retry runs again.
 */
export const idempotency: Step = {
  name: 'idempotency',
  before: async (request) => {
    const state = stateOf(request);
    const key = state.http.headers['idempotency-key'];
    const store = state.deps.idempotency;
    const principal = state.principal;
    if (key === undefined || !store || !principal || principal.kind === 'anonymous') return undefined;
    if (!idempotencyKeyPattern.test(key)) {
      throw invalidRequest('Idempotency-Key must be 1 to 255 printable ASCII characters.', [
        { path: 'Idempotency-Key', message: 'expected 1 to 255 printable ASCII characters' },
      ]);
    }
    const fingerprint = requestFingerprint({
      method: state.http.method,
      route: state.http.path,
      fields: required(state.fields, 'fields'),
      output: required(state.controls, 'controls').output,
    });
    const claim = await store.begin(principal.accountId, key, fingerprint, state.deps.now());
    if (claim.state === 'replay') return replay(claim.response);
    if (claim.state === 'in-progress') {
      throw new AppError('idempotency_conflict', 'A request with this Idempotency-Key is still being processed.', {
        headers: { 'Retry-After': '1' },
      });
    }
    state.idempotency = { store, accountId: principal.accountId, key };
    return undefined;
  },
  // Success and failure alike: the answer the client got (the problem step built it first on failure).
  after: (request) => settle(request),
  onError: (request) => settle(request),
};

/** Remembers the answer under the claimed key; a server-side failure releases the key so a retry runs again. */
async function settle(request: PipelineRequest): Promise<void> {
  const state = request.internal.state;
  const claim = state?.idempotency;
  const response = request.response;
  if (!state || !claim || !response) return;
  if (response.statusCode >= 500) await claim.store.release(claim.accountId, claim.key);
  else await claim.store.complete(claim.accountId, claim.key, stored(response), state.deps.now());
}

function stored(response: {
  statusCode: number;
  headers?: Record<string, boolean | number | string>;
  body: string;
  isBase64Encoded?: boolean;
}): StoredResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name] = String(value);
  return {
    statusCode: response.statusCode,
    headers,
    body: response.body,
    isBase64Encoded: response.isBase64Encoded ?? false,
  };
}

function replay(response: StoredResponse) {
  return {
    statusCode: response.statusCode,
    headers: { ...response.headers, 'Idempotent-Replayed': 'true' },
    body: response.body,
    isBase64Encoded: response.isBase64Encoded,
  };
}
