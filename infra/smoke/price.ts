import { dryRunOutput } from '../../shared/operations/outputs/common.js';
import { priceOf } from '../../shared/operations/pricing.js';
import type { CreditRule } from '../../shared/operations/types.js';
import { call, ensure, ensureStatus, jsonHeaders } from './http.js';
import { operation } from './table.js';

/**
 * A call's price, asked of the deployment with `?dry_run=true` (free, priced by the family's own function) and
 * held against the operation table's credit rule. The real call must then charge exactly that quote: the dry run
 * promises it. Rules priced by measured media length (per-duration) cannot be computed from the body alone; for
 * those the quote must lie between the rule's minimum and the price held for the longest input.
 */
export async function quote(base: string, key: string, operationId: string, body: unknown): Promise<number> {
  const op = operation(operationId);
  const answer = await call(base, `${op.path}?dry_run=true`, {
    method: 'POST',
    headers: jsonHeaders(key),
    body: JSON.stringify(body),
  });
  ensureStatus(answer, 200, `POST ${op.path}?dry_run=true`);
  ensure(answer.headers.get('x-credits-charged') === '0', 'a dry run charged');
  const dry = answer.json(dryRunOutput);
  ensure(dry.operationId === op.id, `dry run priced ${dry.operationId}, not ${op.id}`);
  const [low, high] = tablePrice(op.credits, body);
  ensure(
    dry.credits >= low && dry.credits <= high,
    `dry run says ${dry.credits} credits, the table's rule gives ${low === high ? low : `${low}–${high}`}`,
  );
  return dry.credits;
}

/** The lowest and highest price the table's rule allows for this body (equal unless priced by measured length). */
function tablePrice(rule: CreditRule, body: unknown): readonly [number, number] {
  if (rule.kind !== 'per-duration') return [priceOf(rule, body), priceOf(rule, body)];
  // Unmeasured, the rule holds the longest accepted length: no measured input can cost more.
  return [priceOf(rule, body, { [rule.measure]: 0 }), priceOf(rule, body)];
}
