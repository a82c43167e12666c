export { createDynamoMeter } from './dynamo-meter.js';
export { createDynamoIdempotencyStore, requestFingerprint } from './idempotency.js';
export { priceOf } from './price.js';
export { dailyQuotaOf, nextUtcMidnight, rateLimitHeaders } from './quota.js';
