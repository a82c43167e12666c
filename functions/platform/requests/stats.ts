import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { operationById } from '../../../shared/operations/index.js';
import type { RequestStatsResponse } from '../../../shared/operations/outputs/requests.js';
import type { Family } from '../../../shared/operations/types.js';
import { requestRate } from '../../../shared/plans.js';
import { dailyQuotaOf, nextUtcMidnight } from '../../core/metering/quota.js';
import { profileKey, utcDay } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';
import { logRowsSince } from './log-rows.js';

/**
 * The usage charts' numbers, counted from the log rows of the last 30 days (docs/requests.md explains why no
 * counter is kept): only the five attributes counted are read back. Today's quota use comes from the profile's
 * counter, the one the debit checks, so the chart explains a 429 with the number that caused it.
 */
export const statsDays = 30;

const countedRow = z.object({
  at: z.string(),
  operationId: z.string(),
  status: z.number(),
  creditsCharged: z.number().default(0),
  creditsRefunded: z.number().default(0),
});

const quotaOnProfile = z.object({
  plan: z.number().default(0),
  quotaDay: z.string().optional(),
  quotaUsed: z.number().optional(),
});

/** The UTC days of the window, oldest first, today last. */
export function windowDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: statsDays }, (_, i) => utcDay(new Date(today - (statsDays - 1 - i) * 86_400_000)));
}

type Counted = z.infer<typeof countedRow>;

/** Pure: the rows counted into days by family and the top operations. */
export function countRows(rows: readonly Counted[], now: Date): Pick<RequestStatsResponse, 'days' | 'topOperations'> {
  const days = windowDays(now).map((date) => ({
    date,
    calls: {} as Record<string, number>,
    credits: {} as Record<string, number>,
  }));
  const byDate = new Map(days.map((d) => [d.date, d]));
  const ops = new Map<string, { family: Family; calls: number; errors: number; credits: number }>();
  for (const row of rows) {
    const day = byDate.get(row.at.slice(0, 10));
    if (!day) continue;
    const family = operationById(row.operationId)?.family ?? 'platform';
    const credits = row.creditsCharged - row.creditsRefunded;
    day.calls[family] = (day.calls[family] ?? 0) + 1;
    day.credits[family] = (day.credits[family] ?? 0) + credits;
    const op = ops.get(row.operationId) ?? { family, calls: 0, errors: 0, credits: 0 };
    op.calls += 1;
    op.credits += credits;
    if (row.status >= 400) op.errors += 1;
    ops.set(row.operationId, op);
  }
  const topOperations = [...ops.entries()]
    .map(([operation_id, op]) => ({ operation_id, ...op }))
    .sort((a, b) => b.calls - a.calls || b.credits - a.credits || a.operation_id.localeCompare(b.operation_id))
    .slice(0, 10);
  return { days, topOperations };
}

export async function requestStats(
  { ddb, tableName }: TableDeps,
  accountId: string,
  now: Date,
): Promise<RequestStatsResponse> {
  const [first = utcDay(now)] = windowDays(now);
  const rows: Counted[] = [];
  const projection = '#at, operationId, #status, creditsCharged, creditsRefunded';
  const names = { '#at': 'at', '#status': 'status' };
  for await (const raw of logRowsSince({ ddb, tableName }, accountId, first, projection, names)) {
    rows.push(countedRow.parse(raw));
  }
  const { Item } = await ddb.send(new GetCommand({ TableName: tableName, Key: profileKey(accountId) }));
  const profile = quotaOnProfile.parse(Item ?? {});
  const today = utcDay(now);
  const counted = countRows(rows, now);
  const todayRow = counted.days.at(-1);
  const rate = requestRate(profile.plan);
  return {
    ...counted,
    today: {
      date: today,
      calls: Object.values(todayRow?.calls ?? {}).reduce((a, b) => a + b, 0),
      quota: {
        limit: dailyQuotaOf(profile.plan),
        used: profile.quotaDay === today ? (profile.quotaUsed ?? 0) : 0,
        resetAt: new Date(nextUtcMidnight(now) * 1000).toISOString(),
      },
      rate: { perSecond: rate.perSecond, burst: rate.burst },
    },
  };
}
