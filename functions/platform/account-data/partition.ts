import { partitionItems } from '../../core/store/query.js';
import type { TableDeps } from '../../core/store/table.js';

/**
 * Everything the single table keeps in one account's partition (`ACCT#<accountId>`, functions/core/store/keys.ts),
 * read whole: the export lists it and the deletion removes it. Items are classified by their sort key's prefix, so
 * an item type added later (the request log, say) is exported and deleted without a change here; it simply lands
 * in its own section named after the prefix.
 */

export type RawItem = Record<string, unknown>;

export interface PartitionItem {
  readonly PK: string;
  readonly SK: string;
  readonly item: RawItem;
}

/** Every item of the account's partition, oldest sort key first. */
export async function readPartition(deps: TableDeps, accountId: string): Promise<PartitionItem[]> {
  const items: PartitionItem[] = [];
  for await (const item of partitionItems(deps, accountId, { consistent: true })) {
    const { PK, SK } = item;
    if (typeof PK === 'string' && typeof SK === 'string') items.push({ PK, SK, item });
  }
  return items;
}

/**
 * The partition's first `limit + 1` items at most: all of them when it holds no more than `limit`, else one more
 * than the limit, which is how the export tells a large account (export-size.ts) without reading it all.
 */
export async function readPartitionUpTo(deps: TableDeps, accountId: string, limit: number): Promise<PartitionItem[]> {
  const items: PartitionItem[] = [];
  for await (const item of partitionItems(deps, accountId, { consistent: true })) {
    const { PK, SK } = item;
    if (typeof PK === 'string' && typeof SK === 'string') items.push({ PK, SK, item });
    if (items.length > limit) break;
  }
  return items;
}

/** The section of the export an item belongs to: the sort key up to its first `#` (`USAGE#…` → `USAGE`). */
export const kindOf = (sk: string): string => sk.split('#')[0] ?? sk;

/** Sort-key kinds and the export section that shows them. Unknown kinds get a section of their own name. */
export const sectionOfKind: Readonly<Record<string, string>> = {
  PROFILE: 'profile',
  APIKEY: 'keys',
  USAGE: 'usage',
  JOB: 'jobs',
  IMAGE: 'imageHistory',
  SPEECH: 'speechHistory',
  PURCHASE: 'purchases',
  REQ: 'requests',
};

/**
 * Kinds that are never exported: secrets (the webhook signing secret) and machinery with no meaning to the
 * person (idempotency records hold replayable responses, exports point at themselves).
 */
export const unexportedKinds: ReadonlySet<string> = new Set([
  'WEBHOOK_SECRET',
  'IDEM',
  'EXPORT',
  'KEYSLOTS',
  'REFUSED',
]);

/**
 * Attributes never exported, whatever the item: key material (the encrypted key, its hash, any secret) and the
 * table's own addressing and index attributes.
 */
const hiddenAttribute = (name: string): boolean =>
  /^(PK|SK|GSI\d*PK|GSI\d*SK|ttl|encrypted|hash|secret|token|key|keyHash|tokenHash)$/i.test(name) ||
  /secret|encrypted/i.test(name);

export function exportable(item: RawItem): RawItem {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !hiddenAttribute(name)));
}
