import { z } from 'zod';

/**
 * The price of an operation as the OpenAPI document states it in data (`x-credits`, `x-credits-by-engine`: the credit
 * rules of shared/operations/types.ts), so the reference writes the price line in the reader's language from the
 * rule itself rather than from the document's English one-liner.
 */
export const creditRuleSchema = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('free') }),
  z.looseObject({ kind: z.literal('fixed'), credits: z.number() }),
  z.looseObject({
    kind: z.literal('per-chars'),
    field: z.string(),
    per: z.number(),
    credits: z.number(),
    min: z.number(),
  }),
  z.looseObject({ kind: z.literal('per-result'), field: z.string(), credits: z.number() }),
  z.looseObject({
    kind: z.literal('per-duration'),
    measure: z.enum(['audioSeconds', 'outputSeconds']),
    unit: z.enum(['second', 'minute']),
    credits: z.number(),
    min: z.number(),
    times: z.string().optional(),
  }),
]);

export type CreditRuleDoc = z.infer<typeof creditRuleSchema>;

export interface PriceDoc {
  /** The default rule. */
  readonly rule: CreditRuleDoc;
  /** The price when a named engine serves the call (e.g. `bedrock`), in the document's order. */
  readonly byEngine: readonly (readonly [engine: string, rule: CreditRuleDoc])[];
}

/** The price of an operation object, when its `x-credits` is a rule this reader knows. */
export function priceOf(operation: Record<string, unknown>): PriceDoc | undefined {
  const rule = creditRuleSchema.safeParse(operation['x-credits']);
  if (!rule.success) return undefined;
  const engines = z.record(z.string(), z.unknown()).safeParse(operation['x-credits-by-engine']);
  const byEngine = Object.entries(engines.success ? engines.data : {}).flatMap(([engine, raw]) => {
    const parsed = creditRuleSchema.safeParse(raw);
    return parsed.success ? [[engine, parsed.data] as const] : [];
  });
  return { rule: rule.data, byEngine };
}
