import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { problemTitles } from '../../../shared/problems.js';
import { AppError } from '../errors.js';
import { isConditionFailure } from '../store/errors.js';
import { idempotencyItem } from '../store/items.js';
import { idempotencyKey } from '../store/keys.js';
import { epochSeconds, type TableDeps } from '../store/table.js';
import type { IdempotencyBegin, IdempotencyStore, StoredResponse } from './types.js';

/** How long a key is remembered (the first response is replayed within this window). */
const retentionSeconds = 24 * 60 * 60;
/** A claim older than the longest Lambda run (15 min) belongs to a crashed request and may be taken over. */
const staleClaimMs = 16 * 60 * 1000;
/** DynamoDB items hold at most 400 KB; larger responses are remembered without their body. */
const maxStoredBodyChars = 350_000;

/** Replayed when the first response was too large to keep. */
function tooLargeToReplay(): StoredResponse {
  return {
    statusCode: 409,
    headers: { 'Content-Type': 'application/problem+json' },
    body: JSON.stringify({
      type: 'https://alquimia.dev/problems/idempotency-conflict',
      title: problemTitles.idempotency_conflict,
      status: 409,
      code: 'idempotency_conflict',
      detail:
        'The first response to this Idempotency-Key was too large to replay; it was charged once. Use output=url.',
    }),
    isBase64Encoded: false,
  };
}

export function createDynamoIdempotencyStore({ ddb, tableName }: TableDeps): IdempotencyStore {
  async function claim(accountId: string, key: string, fingerprint: string, now: Date): Promise<boolean> {
    try {
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...idempotencyKey(accountId, key),
            type: 'idempotency',
            fingerprint,
            state: 'in-progress',
            startedAt: now.getTime(),
            ttl: epochSeconds(now) + retentionSeconds,
          },
          // Free when absent, expired (TTL deletion lags by hours), or abandoned by a crashed run of the same request.
          ConditionExpression:
            'attribute_not_exists(PK) OR #ttl < :now OR (#state = :running AND startedAt < :stale AND fingerprint = :fp)',
          ExpressionAttributeNames: { '#ttl': 'ttl', '#state': 'state' },
          ExpressionAttributeValues: {
            ':now': epochSeconds(now),
            ':running': 'in-progress',
            ':stale': now.getTime() - staleClaimMs,
            ':fp': fingerprint,
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async function begin(accountId: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyBegin> {
    // Two rounds: the holder may release its claim between our failed put and our read.
    for (let round = 0; round < 2; round++) {
      if (await claim(accountId, key, fingerprint, now)) return { state: 'new' };
      const { Item } = await ddb.send(
        new GetCommand({ TableName: tableName, Key: idempotencyKey(accountId, key), ConsistentRead: true }),
      );
      if (!Item) continue;
      const held = idempotencyItem.parse(Item);
      if (held.fingerprint !== fingerprint) {
        throw new AppError(
          'idempotency_conflict',
          'This Idempotency-Key was already used with a different request; use a new key for a new request.',
        );
      }
      if (held.state === 'in-progress') return { state: 'in-progress' };
      if (held.responseTooLarge || !held.response) return { state: 'replay', response: tooLargeToReplay() };
      return { state: 'replay', response: held.response };
    }
    return { state: 'in-progress' };
  }

  async function complete(accountId: string, key: string, response: StoredResponse, now: Date): Promise<void> {
    const tooLarge = response.body.length > maxStoredBodyChars;
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: idempotencyKey(accountId, key),
        UpdateExpression: 'SET #state = :done, #response = :response, responseTooLarge = :tooLarge, #ttl = :ttl',
        ExpressionAttributeNames: { '#state': 'state', '#response': 'response', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':done': 'complete',
          ':response': tooLarge ? { ...response, body: '' } : response,
          ':tooLarge': tooLarge,
          ':ttl': epochSeconds(now) + retentionSeconds,
        },
      }),
    );
  }

  async function release(accountId: string, key: string): Promise<void> {
    try {
      await ddb.send(
        new DeleteCommand({
          TableName: tableName,
          Key: idempotencyKey(accountId, key),
          // Only an unfinished claim is released; a completed response stays replayable.
          ConditionExpression: '#state = :running',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':running': 'in-progress' },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  return { begin, complete, release };
}
