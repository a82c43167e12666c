import { type Availability, availabilityOf } from '../../shared/operations/availability.js';
import { servicesOutput } from '../../shared/operations/outputs/platform.js';
import type { CreditLedger } from './credits.js';
import { type Answer, call, ensure, ensureStatus, jsonHeaders } from './http.js';
import { acceptJob, awaitJob, downloadResult } from './job.js';
import type { CallResult, FamilyCall, Probe } from './operations.js';
import { quote } from './price.js';
import { operation } from './table.js';

/**
 * Running one family's call: choosing the operation the deployment can serve, pricing it with a dry run, then
 * calling it for real (charged the quoted price, result checked) or stopping at the dry run (no funded key).
 */

/** What `GET /api/services` says can be used here, by operation id. */
export type AvailabilityOf = (operationId: string) => Availability;

export function availabilityFrom(answer: Answer): AvailabilityOf {
  const byOperation = new Map(
    answer.json(servicesOutput).flatMap((s) => (s.operationId === null ? [] : [[s.operationId, s.status] as const])),
  );
  // An operation outside the catalogue is judged by the table alone; its provider, if any, is taken as missing.
  return (id) => byOperation.get(id) ?? availabilityOf(operation(id), new Set());
}

/** The first candidate available here, or why none is. */
export function chooseProbe(familyCall: FamilyCall, availability: AvailabilityOf): Probe | string {
  const found = familyCall.candidates.find((p) => availability(p.operationId) === 'available');
  return found ?? familyCall.candidates.map((p) => `${p.operationId} is ${availability(p.operationId)}`).join('; ');
}

export interface CallContext {
  readonly base: string;
  readonly key: string;
  readonly ledger: CreditLedger;
  /** This run's nonce (see Probe.body). */
  readonly word: string;
}

/** `?dry_run=true` only: the price through the family's function, nothing run, nothing charged. */
export async function dryRunCall(ctx: CallContext, probe: Probe): Promise<string> {
  const credits = await quote(ctx.base, ctx.key, probe.operationId, await probe.body(ctx.word));
  return `dry run: would cost ${credits}, charged 0`;
}

/** A charged synchronous call: 200, charged its quote, then the result's own check. */
export async function paidCall(ctx: CallContext, probe: Probe): Promise<string> {
  const op = operation(probe.operationId);
  const body = await probe.body(ctx.word);
  const price = await quote(ctx.base, ctx.key, op.id, body);
  const answer = await call(ctx.base, op.path, {
    method: 'POST',
    headers: jsonHeaders(ctx.key),
    body: JSON.stringify(body),
  });
  ensureStatus(answer, 200, `POST ${op.path}`);
  const credits = ctx.ledger.settle(answer, price);
  const result: CallResult =
    op.response === 'file'
      ? { kind: 'file', bytes: answer.bytes, contentType: answer.headers.get('content-type') ?? '' }
      : { kind: 'json', body: JSON.parse(answer.text()) };
  return `${await probe.verify(result, ctx.word)}; ${credits}`;
}

export interface AcceptedJob {
  readonly probe: Probe;
  readonly jobId: string;
  /** What the accept charged: the job settles at this or less (a price held for an unmeasured length). */
  readonly charged: number;
  readonly detail: string;
}

/**
 * A charged call accepted as a job (202, its quote charged at once); answers the job to poll. `extra` adds job
 * fields to the probe's body (the smoke's `webhookUrl`).
 */
export async function acceptedCall(
  ctx: CallContext,
  probe: Probe,
  prefer: boolean,
  extra: Readonly<Record<string, unknown>> = {},
): Promise<AcceptedJob> {
  const op = operation(probe.operationId);
  const body = { ...(await probe.body(ctx.word)), ...extra };
  const charged = await quote(ctx.base, ctx.key, op.id, body);
  const { answer, jobId } = await acceptJob(ctx.base, ctx.key, op.path, body, prefer);
  return { probe, jobId, charged, detail: `202 ${jobId}; ${ctx.ledger.settle(answer, charged)}` };
}

/** Polls an accepted job to success and checks its result like a synchronous one's. */
export async function settledCall(ctx: CallContext, { probe, jobId, charged }: AcceptedJob): Promise<string> {
  const job = await awaitJob(ctx.base, ctx.key, jobId);
  const op = operation(probe.operationId);
  ensure(job.operationId === op.id, `job runs ${job.operationId}, not ${op.id}`);
  ensure(job.creditsCharged <= charged, `job charged ${job.creditsCharged}, more than the ${charged} taken at accept`);
  // A held price settles at the measured one and a failed job is refunded: the difference went back to the balance.
  ctx.ledger.refunded(charged - job.creditsCharged);
  if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${JSON.stringify(job.error)}`);
  ensure(job.progress === 100, `succeeded at progress ${job.progress}`);
  // A job's JSON answer is its result; a file answer is stored and linked (whatever the operation's sync shape).
  const stored = op.response === 'file' || op.mode === 'async-only';
  const result: CallResult = stored
    ? { kind: 'file', ...(await downloadResult(ctx.base, job)) }
    : { kind: 'json', body: job.result };
  return `${await probe.verify(result, ctx.word)}; job charged ${job.creditsCharged}`;
}
