/**
 * A Lambda that dies after the debit, as a child process: the real pipeline and DynamoDB meter against the
 * platform's DynamoDB Local, and an operation whose run step exits the process (what a timeout or out-of-memory
 * kill does to a Lambda). Reads TABLE_NAME, ACCOUNT_ID and AWS_ENDPOINT_URL_DYNAMODB from the environment.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { z } from 'zod';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { implement } from '../../../functions/core/implement.js';
import { createDynamoMeter } from '../../../functions/core/metering/dynamo-meter.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { testOperation } from '../../support/test-operation.js';
import { lambdaContext, restEvent } from '../../unit/core/fakes.js';
import { dynamoClients } from './table.js';

export const crashing = testOperation({ id: 'test.dies-after-debit', path: '/test/dies' });

const env = z
  .object({ TABLE_NAME: z.string(), ACCOUNT_ID: z.string(), AWS_ENDPOINT_URL_DYNAMODB: z.string() })
  .parse(process.env);
const { ddb } = dynamoClients(env);

const handler = createFamilyHandler(
  'platform',
  [
    implement(crashing, async () => {
      process.stdout.write('debited; dying\n');
      process.exit(137);
    }),
  ],
  () => ({
    logger: new Logger({ serviceName: 'test', logLevel: 'CRITICAL' }),
    now: () => new Date(),
    price: operationPrice,
    meter: createDynamoMeter({ ddb, tableName: env.TABLE_NAME }),
  }),
);

await handler(
  restEvent({
    method: 'POST',
    resource: crashing.path,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    authorizer: { accountId: env.ACCOUNT_ID, keyId: 'key_test', plan: 0, principalId: env.ACCOUNT_ID },
  }),
  lambdaContext(),
);
process.stdout.write('the handler returned\n');
