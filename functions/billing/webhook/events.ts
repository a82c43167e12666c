import { z } from 'zod';

/**
 * The parts of Stripe event payloads billing reads, parsed at the boundary (the signature proves who sent
 * them, not that their shape is the one this code expects). Fields Stripe moved between API versions are
 * read from either place.
 */

const ref = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === 'string' ? v : v.id));
const metadata = z.record(z.string(), z.string()).nullish();

export const envelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  /** Epoch seconds. */
  created: z.number().int(),
  data: z.object({ object: z.looseObject({}) }),
});
export type StripeEventEnvelope = z.infer<typeof envelope>;

export const checkoutSession = z.object({
  id: z.string(),
  mode: z.string(),
  payment_status: z.string(),
  customer: ref.nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_intent: ref.nullish(),
});

const linePrice = z.object({
  amount: z.number().int(),
  pricing: z.object({ price_details: z.object({ price: ref }).nullish() }).nullish(),
  /** Older API versions. */
  price: z.object({ id: z.string() }).nullish(),
  period: z.object({ start: z.number(), end: z.number() }).nullish(),
});

export const invoice = z.object({
  id: z.string(),
  customer: ref.nullish(),
  amount_paid: z.number().int(),
  currency: z.string(),
  billing_reason: z.string().nullish(),
  created: z.number().int(),
  lines: z.object({ data: z.array(linePrice) }),
  payments: z
    .object({
      data: z.array(z.object({ status: z.string().nullish(), payment: z.object({ payment_intent: ref.nullish() }) })),
    })
    .nullish(),
});
export type Invoice = z.infer<typeof invoice>;

/** The price id of an invoice line, wherever this API version puts it. */
export const priceOfLine = (line: z.infer<typeof linePrice>): string | undefined =>
  line.pricing?.price_details?.price ?? line.price?.id ?? undefined;

export const subscription = z.object({
  id: z.string(),
  customer: ref,
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  current_period_end: z.number().nullish(),
  metadata,
  items: z.object({
    data: z.array(z.object({ price: z.object({ id: z.string() }), current_period_end: z.number().nullish() })),
  }),
});

export const charge = z.object({
  id: z.string(),
  customer: ref.nullish(),
  payment_intent: ref.nullish(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
});

export const dispute = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  payment_intent: ref.nullish(),
});
