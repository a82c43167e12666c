import { Logger } from '@aws-lambda-powertools/logger';
import type { OperationContext, Principal } from '../../../functions/core/operation.js';
import type { Operation } from '../../../shared/operations/types.js';

/** A context for calling an OperationImpl directly, as the pipeline would. */
export function testContext(operation: Operation, principal?: Principal): OperationContext {
  return {
    operation,
    principal: principal ?? { kind: 'api-key', accountId: 'acct_test', keyId: 'key_test', plan: 0 },
    requestId: 'req_test',
    logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
    signal: new AbortController().signal,
    headers: {},
    now: () => new Date('2026-11-22T00:00:00Z'),
  };
}
