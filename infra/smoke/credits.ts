import type { Answer } from './http.js';
import { ensure } from './http.js';

/**
 * The credit effect of each call, read from the answer's headers (X-Credits-Charged, X-Credits-Remaining): every
 * paid call must charge the price its dry run quoted and leave the balance lower by exactly that. The smoke's calls
 * run one at a time, so each answer's remaining balance follows from the previous one, give or take what a settled
 * job gave back. With a key shared by other callers (a real stage's `--key`), the first answer sets the start.
 */
export class CreditLedger {
  constructor(private remaining: number | undefined) {}

  /** The balance the last answer reported, if any. */
  get balance(): number | undefined {
    return this.remaining;
  }

  /** Checks one answer's headers against the quoted `price`; answers a short note for the report. */
  settle(answer: Answer, price: number): string {
    const charged = headerNumber(answer, 'x-credits-charged');
    const remaining = headerNumber(answer, 'x-credits-remaining');
    ensure(charged === price, `X-Credits-Charged ${charged}, the dry run quoted ${price}`);
    if (this.remaining !== undefined) {
      ensure(
        remaining === this.remaining - charged,
        `X-Credits-Remaining ${remaining} after ${this.remaining} and a charge of ${charged}`,
      );
    }
    ensure(remaining >= 0, `X-Credits-Remaining ${remaining} is negative`);
    this.remaining = remaining;
    return `charged ${charged}, ${remaining} left`;
  }

  /** Credits given back after the last answer (a job settled below the price held at accept). */
  refunded(credits: number): void {
    if (this.remaining !== undefined) this.remaining += credits;
  }
}

function headerNumber(answer: Answer, name: string): number {
  const value = answer.headers.get(name);
  ensure(value !== null, `no ${name} header`);
  const number = Number(value);
  ensure(Number.isInteger(number), `${name} is ${value}, not a whole number`);
  return number;
}
