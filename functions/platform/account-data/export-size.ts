/**
 * When an export is built in the request and when it is queued (docs/privacy.md, "Export").
 *
 * Counted in items of the account's partition, which the request reads anyway. 10,000 items is about 4.4 MB of
 * table data at the request log's ~440 bytes a row: five 1 MB query pages plus a zip measured at about a second
 * on a shared 2-core machine, a few seconds in all, inside API Gateway's 29 s and the platform function's 512 MB
 * with room to spare. It keeps every account that stays within the free plan's quota (100 calls a day: 30 days of
 * request log and ledger, about 6,000 items) on the immediate path, and queues the accounts whose partition has no
 * such bound: a paid plan's request log (up to 1,000 calls a day) and years of ledger.
 */
export const exportInlineItems = 10_000;

/** Built at once when the partition holds at most `limit` items; queued above it. */
export const exportRunsInline = (itemCount: number, limit: number = exportInlineItems): boolean => itemCount <= limit;
