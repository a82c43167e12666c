import { expect } from 'vitest';
import type { OperationResult } from '../../../functions/core/operation.js';

export function fileOf(result: OperationResult): { bytes: Uint8Array; contentType: string; filename: string } {
  if (result.kind !== 'file') throw new Error(`expected a file result, got ${result.kind}`);
  return result;
}

export function bodyOf(result: OperationResult): unknown {
  if (result.kind !== 'json') throw new Error(`expected a json result, got ${result.kind}`);
  return result.body;
}

/** Awaits a rejection and checks its AppError code and status. */
export async function expectProblem(promise: Promise<unknown>, code: string, status: number): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code, status });
  if (!(error instanceof Error)) throw new Error('expected an error');
  return error;
}
