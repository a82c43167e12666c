import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../store/errors.js';
import { accountPk, type ItemKey } from '../store/keys.js';
import { epochSeconds, type TableDeps } from '../store/table.js';
import {
  type ClaimResult,
  type JobAddress,
  type JobRecord,
  type JobStore,
  jobItem,
  type NewJob,
  type WebhookState,
} from './types.js';
import { restartedWebhook } from './webhook-state.js';

/** `ACCT#<accountId>` / `JOB#<jobId>`: the partition comes from the caller, so another account's job is never found. */
export const jobKey = ({ accountId, jobId }: JobAddress): ItemKey => ({ PK: accountPk(accountId), SK: `JOB#${jobId}` });

/** A queued job waits at most this long; a finished one lives as long as its result (presigned for 24 h). */
const queuedTtlSeconds = 2 * 86_400;
const finishedTtlSeconds = 86_400;

/**
 * Jobs on the single table. Every transition is one conditional UpdateItem: two workers given the same message
 * race on the condition and exactly one wins; nothing reads, decides and writes back.
 */
export function createDynamoJobStore({ ddb, tableName }: TableDeps): JobStore {
  async function get(address: JobAddress): Promise<JobRecord | undefined> {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: tableName, Key: jobKey(address), ConsistentRead: true }),
    );
    return Item ? jobItem.parse(Item) : undefined;
  }

  /** Runs a conditional update; false when its condition did not hold. */
  async function guarded(update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>): Promise<boolean> {
    try {
      await ddb.send(new UpdateCommand({ TableName: tableName, ...update }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    get,

    async create(job: NewJob): Promise<JobRecord> {
      const at = job.now.toISOString();
      const record: JobRecord = jobItem.parse({
        jobId: job.jobId,
        accountId: job.accountId,
        keyId: job.keyId,
        plan: job.plan,
        operationId: job.operationId,
        status: 'queued',
        progress: 0,
        input: job.input,
        inputKey: job.inputKey,
        webhookUrl: job.webhookUrl,
        creditsCharged: job.creditsCharged,
        debit: job.debit,
        refunded: false,
        requestId: job.requestId,
        createdAt: at,
        updatedAt: at,
        attempts: 0,
        ttl: epochSeconds(job.now) + queuedTtlSeconds,
      });
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...jobKey(job), type: 'job', ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return record;
    },

    async claim(address, owner, now, leaseMs): Promise<ClaimResult> {
      try {
        const { Attributes } = await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: jobKey(address),
            UpdateExpression:
              'SET #status = :running, leaseOwner = :owner, leaseExpiresAt = :until, updatedAt = :at, ' +
              'startedAt = if_not_exists(startedAt, :at), attempts = if_not_exists(attempts, :zero) + :one',
            ConditionExpression:
              'attribute_exists(PK) AND (#status = :queued OR (#status = :running AND leaseExpiresAt < :nowMs))',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':running': 'running',
              ':queued': 'queued',
              ':owner': owner,
              ':until': now.getTime() + leaseMs,
              ':nowMs': now.getTime(),
              ':at': now.toISOString(),
              ':zero': 0,
              ':one': 1,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { state: 'claimed', job: jobItem.parse(Attributes) };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const job = await get(address);
      if (!job) return { state: 'missing' };
      if (job.status === 'succeeded' || job.status === 'failed') return { state: 'finished', job };
      return { state: 'busy', job };
    },

    heartbeat(address, owner, now, leaseMs, progress) {
      const withProgress = progress === undefined ? '' : ', progress = :progress';
      return guarded({
        Key: jobKey(address),
        UpdateExpression: `SET leaseExpiresAt = :until, updatedAt = :at${withProgress}`,
        ConditionExpression: '#status = :running AND leaseOwner = :owner',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':until': now.getTime() + leaseMs,
          ':at': now.toISOString(),
          ':running': 'running',
          ':owner': owner,
          ...(progress === undefined ? {} : { ':progress': Math.max(0, Math.min(99, Math.round(progress))) }),
        },
      });
    },

    succeed(address, owner, result, now, creditsCharged) {
      const credits = creditsCharged === undefined ? '' : ', creditsCharged = :credits';
      return guarded({
        Key: jobKey(address),
        UpdateExpression:
          'SET #status = :succeeded, progress = :hundred, #result = :result, updatedAt = :at, finishedAt = :at, ' +
          `#ttl = :ttl${credits} REMOVE leaseOwner, leaseExpiresAt`,
        ConditionExpression: '#status = :running AND leaseOwner = :owner',
        ExpressionAttributeNames: { '#status': 'status', '#result': 'result', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ...(creditsCharged === undefined ? {} : { ':credits': creditsCharged }),
          ':succeeded': 'succeeded',
          ':hundred': 100,
          ':result': result,
          ':at': now.toISOString(),
          ':ttl': epochSeconds(now) + finishedTtlSeconds,
          ':running': 'running',
          ':owner': owner,
        },
      });
    },

    fail(address, owner, error, now) {
      const condition =
        owner === undefined
          ? 'attribute_exists(PK) AND (#status = :queued OR (#status = :running AND leaseExpiresAt < :nowMs))'
          : '#status = :running AND leaseOwner = :owner';
      return guarded({
        Key: jobKey(address),
        UpdateExpression:
          'SET #status = :failed, #error = :error, updatedAt = :at, finishedAt = :at, #ttl = :ttl ' +
          'REMOVE leaseOwner, leaseExpiresAt',
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#status': 'status', '#error': 'error', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':error': error,
          ':at': now.toISOString(),
          ':ttl': epochSeconds(now) + finishedTtlSeconds,
          ':running': 'running',
          ...(owner === undefined ? { ':queued': 'queued', ':nowMs': now.getTime() } : { ':owner': owner }),
        },
      });
    },

    async markRefunded(address, now) {
      await guarded({
        Key: jobKey(address),
        UpdateExpression: 'SET refunded = :yes, updatedAt = :at',
        ConditionExpression: '#status = :failed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':yes': true, ':at': now.toISOString(), ':failed': 'failed' },
      });
    },

    startWebhook(address, eventId, now) {
      const state: WebhookState = { state: 'pending', eventId, series: 1, nextAttempt: 1, attempts: [] };
      return guarded({
        Key: jobKey(address),
        UpdateExpression: 'SET webhook = :state',
        ConditionExpression: 'attribute_not_exists(webhook) AND #status IN (:succeeded, :failed)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':state': { ...state, nextRetryAt: now.toISOString() },
          ':succeeded': 'succeeded',
          ':failed': 'failed',
        },
      });
    },

    recordWebhookAttempt(address, { series, entry, state, ttl }) {
      const set = [
        'webhook.attempts = list_append(webhook.attempts, :entry)',
        'webhook.#state = :state',
        'webhook.nextAttempt = :following',
        '#ttl = :ttl',
        ...(entry.nextRetryAt === undefined ? [] : ['webhook.nextRetryAt = :nextRetryAt']),
      ];
      const remove = entry.nextRetryAt === undefined ? ' REMOVE webhook.nextRetryAt' : '';
      return guarded({
        Key: jobKey(address),
        UpdateExpression: `SET ${set.join(', ')}${remove}`,
        ConditionExpression:
          'webhook.series = :series AND webhook.nextAttempt = :attempt AND webhook.#state = :pending',
        ExpressionAttributeNames: { '#state': 'state', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':entry': [entry],
          ':state': state,
          ':following': entry.attempt + 1,
          ':ttl': ttl,
          ':series': series,
          ':attempt': entry.attempt,
          ':pending': 'pending',
          ...(entry.nextRetryAt === undefined ? {} : { ':nextRetryAt': entry.nextRetryAt }),
        },
      });
    },

    async restartWebhook(address, expected, now) {
      const state = restartedWebhook(expected, now);
      const applied = await guarded({
        Key: jobKey(address),
        UpdateExpression: 'SET webhook = :state, #ttl = :ttl',
        ConditionExpression: `${
          expected === undefined
            ? 'attribute_not_exists(webhook)'
            : 'webhook.series = :series AND webhook.nextAttempt = :attempt'
        } AND #status IN (:succeeded, :failed)`,
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':state': state,
          ':ttl': epochSeconds(now) + finishedTtlSeconds,
          ':succeeded': 'succeeded',
          ':failed': 'failed',
          ...(expected === undefined ? {} : { ':series': expected.series, ':attempt': expected.nextAttempt }),
        },
      });
      return applied ? state : undefined;
    },

    async markWebhookQueued(address, series, attempt) {
      await guarded({
        Key: jobKey(address),
        UpdateExpression: 'SET webhook.queued = :attempt',
        ConditionExpression: 'webhook.series = :series AND webhook.nextAttempt = :attempt',
        ExpressionAttributeValues: { ':series': series, ':attempt': attempt },
      });
    },
  };
}
