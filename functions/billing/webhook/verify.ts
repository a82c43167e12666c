import Stripe from 'stripe';
import { invalidRequest } from '../../core/errors.js';
import { envelope, type StripeEventEnvelope } from './events.js';

/** How old a signature may be (Stripe's default): older deliveries are replays, refused. */
export const signatureToleranceSeconds = 300;

/**
 * Checks the `Stripe-Signature` header over the exact bytes received (re-serialised JSON would not match) and
 * returns the event. Any failure is a 400: Stripe shows it in the dashboard and nothing is applied.
 */
export function verifyEvent(
  raw: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date,
): StripeEventEnvelope {
  if (!signature) throw invalidRequest('The Stripe-Signature header is missing.');
  try {
    Stripe.webhooks.constructEvent(raw, signature, secret, signatureToleranceSeconds, undefined, now.getTime());
  } catch {
    throw invalidRequest('The Stripe-Signature header does not match the body, or is too old.');
  }
  const parsed = envelope.safeParse(JSON.parse(raw.toString('utf8')));
  if (!parsed.success) throw invalidRequest('The event is not a Stripe event.');
  return parsed.data;
}
