import { z } from 'zod';
import { apiKeyPrefix } from '../../core/store/keys.js';
import { partitionItems } from '../../core/store/query.js';
import type { TableDeps } from '../../core/store/table.js';

/**
 * The names of an account's keys by key id, for the request log (docs/requests.md#key-names). Names are resolved
 * when the log is read rather than stored on each row: a rename then shows on every past call at once, the row
 * written on the metered path stays as small as it is, and a revoked key keeps its item (and name) for
 * `revokedKeyRetentionDays` (accounts/key-list.ts), as long as the log keeps its rows. One query of the account's
 * key items (at most five live keys plus the recently revoked ones), projected to two attributes.
 */
const named = z.object({ keyId: z.string(), name: z.string() });

export async function keyNames(deps: TableDeps, accountId: string): Promise<ReadonlyMap<string, string>> {
  const names = new Map<string, string>();
  const query = { prefix: apiKeyPrefix, projection: 'keyId, #name', names: { '#name': 'name' } };
  for await (const raw of partitionItems(deps, accountId, query)) {
    const key = named.safeParse(raw);
    if (key.success) names.set(key.data.keyId, key.data.name);
  }
  return names;
}
