import { describe, expect, it } from 'vitest';
import { CreditLedger } from '../../../infra/smoke/credits.js';
import type { Answer } from '../../../infra/smoke/http.js';

/** An answer carrying only the credit headers (the ledger reads nothing else). */
const answer = (charged: string | null, remaining: string | null): Answer => {
  const headers = new Headers();
  if (charged !== null) headers.set('X-Credits-Charged', charged);
  if (remaining !== null) headers.set('X-Credits-Remaining', remaining);
  const json = () => {
    throw new Error('the ledger reads no body');
  };
  return { status: 200, headers, bytes: new Uint8Array(), text: () => '', json };
};

describe('the smoke credit ledger', () => {
  it('accepts answers that charge the quote and lower the balance by exactly that', () => {
    const ledger = new CreditLedger(20);

    expect(ledger.settle(answer('1', '19'), 1)).toBe('charged 1, 19 left');
    expect(ledger.settle(answer('5', '14'), 5)).toBe('charged 5, 14 left');
    ledger.refunded(5);
    expect(ledger.settle(answer('1', '18'), 1)).toBe('charged 1, 18 left');
  });

  it('fails a charge other than the quote, a balance that moved otherwise, or a missing header', () => {
    expect(() => new CreditLedger(20).settle(answer('2', '18'), 1)).toThrow(
      'X-Credits-Charged 2, the dry run quoted 1',
    );
    expect(() => new CreditLedger(20).settle(answer('1', '20'), 1)).toThrow('X-Credits-Remaining 20 after 20');
    expect(() => new CreditLedger(20).settle(answer(null, '19'), 1)).toThrow('no x-credits-charged header');
    expect(() => new CreditLedger(20).settle(answer('1', 'lots'), 1)).toThrow('not a whole number');
  });

  it('takes its starting balance from the first answer when it has none (a shared --key)', () => {
    const ledger = new CreditLedger(undefined);

    ledger.settle(answer('1', '997'), 1);

    expect(ledger.balance).toBe(997);
    expect(() => ledger.settle(answer('1', '990'), 1)).toThrow('X-Credits-Remaining 990 after 997');
  });
});
