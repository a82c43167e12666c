/**
 * When a job's webhook is tried again. The first attempt goes out as soon as the job is final; each failed attempt
 * waits the next delay of the schedule, stretched or shrunk by up to `jitter` so that receivers that were down
 * together are not hit together when they come back. Eight attempts over about 32 hours: even at the shortest
 * jitter the last one is more than 24 hours after the first (test/unit/jobs/webhook-delivery.test.ts).
 *
 * The waits are the queue's, never a sleeping worker's: a wait longer than SQS's 15-minute message delay is carried
 * by re-sending the message with its due time until that time is reached (webhook-delivery.ts).
 */

export interface RetrySchedule {
  /** Seconds before attempt n + 2 after attempt n + 1 failed; its length + 1 is the number of attempts. */
  readonly delaysSeconds: readonly number[];
  /** Fraction of a delay added or taken away at random (0.1 = ±10 %). */
  readonly jitter: number;
}

const minute = 60;
const hour = 60 * minute;

export const webhookRetrySchedule: RetrySchedule = {
  delaysSeconds: [1 * minute, 5 * minute, 30 * minute, 2 * hour, 6 * hour, 12 * hour, 12 * hour],
  jitter: 0.1,
};

/** SQS's largest `DelaySeconds`; longer waits hop through the queue (see the module comment). */
export const maxQueueDelaySeconds = 900;

export const maxAttemptsOf = (schedule: RetrySchedule): number => schedule.delaysSeconds.length + 1;

/**
 * The wait after the failed attempt `attempt` (1-based), in milliseconds, or undefined when it was the last one.
 * `random` is in [0, 1) (Math.random in production; tests pass the extremes).
 */
export function retryDelayMs(schedule: RetrySchedule, attempt: number, random: number): number | undefined {
  const base = schedule.delaysSeconds[attempt - 1];
  if (base === undefined) return undefined;
  const factor = 1 + schedule.jitter * (2 * random - 1);
  return Math.round(base * factor * 1000);
}

/** How long the next hop of a message due at `dueAt` waits in the queue (0 once it is due). */
export function queueDelaySeconds(dueAt: Date, now: Date): number {
  const remaining = Math.ceil((dueAt.getTime() - now.getTime()) / 1000);
  return Math.max(0, Math.min(maxQueueDelaySeconds, remaining));
}
