import { describe, expect, it } from 'vitest';
import {
  dailyQuotaOf,
  nextUtcMidnight,
  quotaExceeded,
  rateLimitHeaders,
} from '../../../functions/core/metering/quota.js';

describe('daily quota rules', () => {
  it('gives free and Básico 100, Profissional 1,000 and Empresarial no limit', () => {
    expect([0, 1, 2, 3].map(dailyQuotaOf)).toEqual([100, 100, 1000, null]);
  });

  it('resets at the next UTC midnight, whatever the local time zone', () => {
    const now = new Date('2026-11-22T23:59:59.900Z');
    expect(nextUtcMidnight(now)).toBe(Date.parse('2026-11-23T00:00:00Z') / 1000);
    expect(nextUtcMidnight(new Date('2026-12-31T00:00:00Z'))).toBe(Date.parse('2027-01-01T00:00:00Z') / 1000);
  });

  it('answers 429 quota_exceeded with rate-limit headers and Retry-After until midnight', () => {
    const error = quotaExceeded(100, new Date('2026-11-22T23:00:00Z'));
    expect(error.code).toBe('quota_exceeded');
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({
      'X-RateLimit-Limit': '100',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(Date.parse('2026-11-23T00:00:00Z') / 1000),
      'Retry-After': '3600',
    });
  });

  it('sends no rate-limit headers for an unlimited plan', () => {
    expect(rateLimitHeaders({ limit: null, remaining: null, resetAt: 1 })).toEqual({});
  });
});
