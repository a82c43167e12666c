import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerAboveRegex } from '../../infra/aws/api/integer-above.js';
import { inlineBodyLimit } from '../../shared/edge.js';

describe('integerAboveRegex', () => {
  it('matches exactly the integers above the limit, at the boundaries', () => {
    const above = new RegExp(integerAboveRegex(inlineBodyLimit));
    for (const n of [0, 1, 999_999, 4_194_303, 4_194_304, 4_099_999, 4_190_000, 4_194_299]) {
      expect(above.test(String(n)), String(n)).toBe(false);
    }
    for (const n of [4_194_305, 4_194_310, 4_194_400, 4_195_000, 4_200_000, 5_000_000, 9_999_999, 10_000_000, 6e9]) {
      expect(above.test(String(n)), String(n)).toBe(true);
    }
    expect(above.test('0004194305')).toBe(true);
    expect(above.test('0004194304')).toBe(false);
    for (const text of ['', 'abc', '4194305x', ' 4194305', '-5000000', '5e6', '4194305.0']) {
      expect(above.test(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('agrees with numeric comparison for any limit and value', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.nat({ max: 2 ** 40 }), (limit, value) => {
        expect(new RegExp(integerAboveRegex(limit)).test(String(value))).toBe(value > limit);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.integer({ min: -50, max: 50 }), (limit, delta) => {
        const value = Math.max(0, limit + delta);
        expect(new RegExp(integerAboveRegex(limit)).test(String(value))).toBe(value > limit);
      }),
      { numRuns: 3000 },
    );
  });

  it('stays short enough for a WAF regex (512 characters)', () => {
    expect(integerAboveRegex(Number.MAX_SAFE_INTEGER).length).toBeLessThan(512);
  });
});
