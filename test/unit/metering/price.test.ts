import { describe, expect, it } from 'vitest';
import { priceOf } from '../../../functions/core/metering/price.js';

describe('priceOf', () => {
  it('charges nothing for a free operation', () => {
    expect(priceOf({ credits: { kind: 'free' } }, {})).toBe(0);
  });

  it('charges the fixed price whatever the input', () => {
    expect(priceOf({ credits: { kind: 'fixed', credits: 3 } }, { anything: 1 })).toBe(3);
  });

  it('charges text to speech per started 1,000 characters, at least 1', () => {
    const rule = { credits: { kind: 'per-chars', field: 'text', per: 1000, credits: 1, min: 1 } } as const;
    expect(priceOf(rule, { text: '' })).toBe(1);
    expect(priceOf(rule, { text: 'a'.repeat(999) })).toBe(1);
    expect(priceOf(rule, { text: 'a'.repeat(1000) })).toBe(1);
    expect(priceOf(rule, { text: 'a'.repeat(1001) })).toBe(2);
    expect(priceOf(rule, { text: 'a'.repeat(5500) })).toBe(6);
  });

  it('counts characters, not UTF-16 units, so accented and emoji text is not overcharged', () => {
    const rule = { credits: { kind: 'per-chars', field: 'text', per: 2, credits: 1, min: 1 } } as const;
    expect(priceOf(rule, { text: '😀😀' })).toBe(1);
  });

  it('charges per image times numberResults, defaulting to one result', () => {
    const rule = { credits: { kind: 'per-result', field: 'numberResults', credits: 2 } } as const;
    expect(priceOf(rule, { numberResults: 4 })).toBe(8);
    expect(priceOf(rule, {})).toBe(2);
    expect(priceOf(rule, null)).toBe(2);
  });
});
