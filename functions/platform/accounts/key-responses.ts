import { operationById } from '../../../shared/operations/index.js';
import type { CreatedKeyResponse, KeySummaryResponse } from '../../../shared/operations/outputs/keys.js';
import { families } from '../../../shared/operations/types.js';
import type { KeyRestrictions } from '../../core/accounts/new-key.js';
import { invalidRequest } from '../../core/errors.js';
import type { KeyRecord } from './keys.js';

/** The named-key answers (shared/operations/outputs/keys.ts): masked always, the secret only at creation. */

/** `calls`: calls in the last 30 days, when counted (the list counts them; single-key answers do not). */
export const keySummaryResponse = (k: KeyRecord, main: boolean, calls: number | null = null): KeySummaryResponse => ({
  id: k.keyId,
  name: k.name,
  masked: k.masked,
  main,
  created_at: k.createdAt,
  updated_at: k.updatedAt,
  last_used_at: k.lastUsedAt,
  calls_30d: calls,
  expires_at: k.expiresAt,
  allowed: [...k.allowed],
  revoked: k.revoked,
});

export const createdKeyResponse = (k: KeyRecord): CreatedKeyResponse => ({
  ...keySummaryResponse(k, false),
  token: k.key,
});

const isFamily = (entry: string): boolean => (families as readonly string[]).includes(entry);

/** An entry of `allowed` names a family or an operation a key can call (api-key auth). */
const isKeyTarget = (entry: string): boolean => isFamily(entry) || operationById(entry)?.auth === 'api-key';

/**
 * The restrictions asked for at creation, checked: an expiry in the future, and `allowed` entries that name a
 * family or an api-key operation (duplicates dropped).
 */
export function restrictionsOf(
  input: { readonly expires_at?: string; readonly allowed?: readonly string[] },
  now: Date,
): KeyRestrictions {
  let expiresAt: string | null = null;
  if (input.expires_at !== undefined) {
    const at = new Date(input.expires_at);
    if (!(at.getTime() > now.getTime())) {
      throw invalidRequest('expires_at must be in the future.', [
        { path: 'expires_at', message: 'must be a date-time in the future' },
      ]);
    }
    expiresAt = at.toISOString();
  }
  const allowed = [...new Set(input.allowed ?? [])];
  const unknown = allowed.findIndex((entry) => !isKeyTarget(entry));
  if (unknown >= 0) {
    throw invalidRequest(`allowed[${unknown}] is neither a family nor an operation a key can call.`, [
      {
        path: `allowed.${unknown}`,
        message: 'expected a family name (pdf) or an operation id (pdf.merge)',
        allowed: families.filter((family) => family !== 'platform'),
      },
    ]);
  }
  return { expiresAt, allowed };
}
