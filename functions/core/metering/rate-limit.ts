import { type RequestRate, requestRate } from '../../../shared/plans.js';
import { AppError } from '../errors.js';

/**
 * Per-account request rate, enforced inside the debit's own update of the profile (no extra round trip), as a
 * GCRA token bucket: the profile keeps `rateTat`, the theoretical arrival time (epoch ms) of the account's next
 * call. A call at `now` is allowed while `rateTat - now <= (burst - 1) * interval` and moves `rateTat` to
 * `max(rateTat, now) + interval`, so an account may burst `burst` calls and then sustain `rate` per second.
 *
 * Why here and not API Gateway usage plans: an API key per account is capped at 10,000 per region and cannot be
 * raised, and one key per tier lets one noisy customer throttle every other customer of its tier. The profile
 * update already runs on every metered call, so the bucket costs no round trip and behaves the same on
 * `npm start` as on AWS.
 *
 * An update cannot compute a max, so, as for the day's quota, there are two forms: `idle` (the bucket is full:
 * `rateTat <= now`, start over from now) and `busy` (add one interval under the cap). The form is predicted from
 * what this process last saw of the account; a wrong guess is refused and told apart by the profile as it was.
 */
export type RateForm = 'idle' | 'busy';

/** The limits of a plan, or null when the meter does not limit rates (tests of other properties at volume). */
export type RateOf = (plan: number) => RequestRate | null;

export const defaultRateOf: RateOf = requestRate;

export const rateAttribute = 'rateTat';

/** Milliseconds between two calls at the sustained rate. */
export const intervalMs = (rate: RequestRate): number => Math.ceil(1000 / rate.perSecond);

/** The latest `rateTat` that still admits a call at `nowMs`. */
export const capMs = (rate: RequestRate, nowMs: number): number => nowMs + (rate.burst - 1) * intervalMs(rate);

/** Which form the stored arrival time calls for, or 'throttled' when the bucket is empty. */
export function rateFormFor(tat: number | undefined, rate: RequestRate, nowMs: number): RateForm | 'throttled' {
  if (tat === undefined || tat <= nowMs) return 'idle';
  return tat <= capMs(rate, nowMs) ? 'busy' : 'throttled';
}

export function rateLimited(rate: RequestRate, tat: number, nowMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil((tat - capMs(rate, nowMs)) / 1000));
  return new AppError(
    'quota_exceeded',
    `Too many requests for this account: at most ${rate.perSecond} per second, in bursts of up to ${rate.burst}. Retry after ${retryAfter} s.`,
    {
      extensions: { ratePerSecond: rate.perSecond, burst: rate.burst, retryAfter },
      headers: { 'Retry-After': String(retryAfter) },
    },
  );
}

/**
 * The arrival time this process last saw per account (bounded, least recently used first out), to guess the
 * next debit's form: an account seen calling faster than its rate is probably still busy.
 */
export function createArrivalMemory(maxAccounts = 1000) {
  const seen = new Map<string, number>();
  return {
    form(accountId: string, nowMs: number): RateForm {
      const tat = seen.get(accountId);
      return tat !== undefined && tat > nowMs ? 'busy' : 'idle';
    },
    remember(accountId: string, tat: number): void {
      seen.delete(accountId);
      seen.set(accountId, tat);
      if (seen.size > maxAccounts) {
        const oldest = seen.keys().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
    },
  };
}
