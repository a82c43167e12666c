import { z } from 'zod';
import { billingRedirect } from '../../../../../shared/operations/outputs/billing.js';
import { createdKeyOutput, keyListOutput, keySummaryOutput } from '../../../../../shared/operations/outputs/keys.js';
import {
  apiKeyOutput,
  balanceOutput,
  profileOutput,
  usageEntryOutput,
  usageOutput,
} from '../../../../../shared/operations/outputs/platform.js';

/**
 * The dashboard parses what it reads with the API's own output schemas (shared/operations/outputs: the ones the
 * OpenAPI document is generated from and the contract test checks), keeping only the fields the pages use, so a
 * drifting backend fails loudly at the boundary instead of rendering `undefined`. Where a page tolerates an older
 * or partial answer, the field says so (`optional`, `catch`).
 */
const status = balanceOutput.shape.status.catch('Inactive');

export const balanceSchema = balanceOutput
  .pick({ balance: true, credits: true, status: true })
  .extend({ credits: balanceOutput.shape.credits.optional(), status });
export type Balance = z.infer<typeof balanceSchema>;

export const profileSchema = profileOutput.pick({ id: true, name: true, email: true, credits: true }).extend({
  // The plan may come as a number or a string ('1'): docs/product.md#plans.
  plano: z.union([profileOutput.shape.plano, z.string()]).nullable().catch(0),
  created_at: profileOutput.shape.created_at.optional(),
  // Free credits waiting for the e-mail to be verified: the shell shows a banner while there are any.
  pending_welcome_credits: profileOutput.shape.pending_welcome_credits.catch(0),
});
export type Profile = z.infer<typeof profileSchema>;

export const apiKeySchema = apiKeyOutput
  .pick({ id: true, name: true, token: true, last_used_at: true })
  .extend({ created_at: apiKeyOutput.shape.created_at.nullable(), revoked: apiKeyOutput.shape.revoked.catch(false) });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const keySummarySchema = keySummaryOutput
  .pick({
    id: true,
    name: true,
    masked: true,
    main: true,
    created_at: true,
    last_used_at: true,
    expires_at: true,
    allowed: true,
    revoked: true,
  })
  .extend({ calls_30d: keySummaryOutput.shape.calls_30d.catch(null) });
export type KeySummary = z.infer<typeof keySummarySchema>;

export const keyListSchema = z.object({ items: z.array(keySummarySchema), limit: keyListOutput.shape.limit });
export type KeyList = z.infer<typeof keyListSchema>;

/** The only answer that carries a key's secret: shown once, never stored by the page. */
export const createdKeySchema = keySummarySchema.extend({ token: createdKeyOutput.shape.token });
export type CreatedKey = z.infer<typeof createdKeySchema>;

export const usageEntrySchema = usageEntryOutput
  .pick({ id: true, created_at: true, service_id: true, credits_used: true })
  .extend({
    operation_id: usageEntryOutput.shape.operation_id.optional(),
    kind: usageEntryOutput.shape.kind.optional(),
    refunded: usageEntryOutput.shape.refunded.optional(),
  });
export type Usage = z.infer<typeof usageEntrySchema>;

export const usagePageSchema = z.object({
  items: z.array(usageEntrySchema),
  nextCursor: usageOutput.shape.nextCursor.catch(null),
});
export type UsagePage = z.infer<typeof usagePageSchema>;

export const redirectSchema = billingRedirect.pick({ url: true });
