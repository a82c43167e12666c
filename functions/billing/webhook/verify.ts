import { invalidRequest } from '../../core/errors.js';
import { loadStripe } from '../provider/stripe.js';
import { envelope, type StripeEventEnvelope } from './events.js';

/** How old a signature may be (Stripe's default): older deliveries are replays, refused. */
export const signatureToleranceSeconds = 300;

/**
 * Checks the `Stripe-Signature` header over the exact bytes received (re-serialised JSON would not match) and
 * returns the event. Any failure is a 400: Stripe shows it in the dashboard and nothing is applied. The SDK is loaded
 * at the first check (provider/stripe.ts says why).
 */
export async function verifyEvent(
  raw: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date,
): Promise<StripeEventEnvelope> {
  if (!signature) throw invalidRequest('The Stripe-Signature header is missing.');
  const Stripe = await loadStripe();
  try {
    Stripe.webhooks.constructEvent(raw, signature, secret, signatureToleranceSeconds, undefined, now.getTime());
  } catch {
    throw invalidRequest('The Stripe-Signature header does not match the body, or is too old.');
  }
  const parsed = envelope.safeParse(JSON.parse(raw.toString('utf8')));
  if (!parsed.success) throw invalidRequest('The event is not a Stripe event.');
  return parsed.data;
}
