import type { ProfileLanguage } from '../../../shared/operations/user.js';
import type { Purchase } from '../products.js';

/** The account a checkout is for. */
export interface Buyer {
  readonly accountId: string;
  readonly email: string;
  readonly name: string;
}

export interface CheckoutRequest {
  readonly buyer: Buyer;
  readonly customerId: string;
  readonly purchase: Purchase;
  readonly priceId: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** The language the payment page speaks. */
  readonly language: ProfileLanguage;
}

/** What the payment-success page needs of a session, whichever side (Stripe or local) holds it. */
export interface CheckoutSessionView {
  readonly id: string;
  /** The account the session was opened for (`client_reference_id`). */
  readonly accountId: string | undefined;
  readonly status: 'open' | 'complete' | 'expired';
  readonly paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  readonly mode: 'subscription' | 'payment';
  /** Cents. */
  readonly amountTotal: number | null;
  readonly currency: string | null;
  readonly purchaseTag: string | undefined;
  /** Epoch seconds. */
  readonly created: number;
}

/** A plan change of an existing subscription, confirmed by the customer in the portal. */
export interface PlanChange {
  readonly subscriptionId: string;
  readonly priceId: string;
}

/**
 * The payment service behind billing: Stripe through its SDK, or the local test checkout. Events from either
 * reach the same webhook, signed the same way.
 */
export interface PaymentsProvider {
  readonly kind: 'stripe' | 'local';
  /** Creates the account's customer; idempotent per account. */
  createCustomer(buyer: Buyer): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<{ readonly id: string; readonly url: string }>;
  createPortal(
    customerId: string,
    returnUrl: string,
    language: ProfileLanguage,
    change?: PlanChange,
  ): Promise<{ readonly url: string }>;
  retrieveCheckout(sessionId: string): Promise<CheckoutSessionView | undefined>;
  /** The payment intent that paid an invoice (refunds and disputes point at it). */
  paymentIntentOfInvoice(invoiceId: string): Promise<string | undefined>;
  /**
   * Lets a subscription run to the end of the period already paid, then end (account deletion): nothing more is
   * charged, nothing paid is lost. Idempotent per subscription.
   */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
}
