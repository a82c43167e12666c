import { describe, expect, it } from 'vitest';
import { newUsageId, usageTimeOf } from '../../../functions/core/store/items.js';
import { usageKey, utcDay } from '../../../functions/core/store/keys.js';

describe('usage ids', () => {
  it('carry their creation time so a refund can address the charge without a read', () => {
    const at = new Date('2026-11-22T10:11:12.345Z');
    const id = newUsageId(at);
    expect(id).toMatch(/^use_[0-9a-z]{9}[A-Za-z0-9]{12}$/);
    expect(usageTimeOf(id)?.toISOString()).toBe(at.toISOString());
    expect(usageKey('acct_1', at, id).SK).toBe(`USAGE#2026-11-22T10:11:12.345Z#${id}`);
  });

  it('reject anything that is not a usage id', () => {
    expect(usageTimeOf('use_short')).toBeUndefined();
    expect(usageTimeOf('key_0000000000000000000000')).toBeUndefined();
  });

  it('sort newest first by sort key within a day and across days', () => {
    const earlier = usageKey('a', new Date('2026-11-22T09:59:59.999Z'), newUsageId(new Date())).SK;
    const later = usageKey('a', new Date('2026-11-22T10:00:00.000Z'), newUsageId(new Date())).SK;
    expect(earlier < later).toBe(true);
  });
});

describe("the quota counter's day", () => {
  it('changes at UTC midnight', () => {
    expect(utcDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
  });
});
