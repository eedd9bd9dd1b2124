import type { MinorAmount } from "@/lib/format/money";
import type { PaymentProviderName } from "@/lib/validation/settings";

// What every payment provider is (stripe-provider.ts, test-checkout.ts); provider.ts picks the one configured.

/** What a payment provider is asked to charge for one booking. */
export type CheckoutRequest = {
  bookingId: string;
  amountCents: number;
  currency: string;
  title: string;
  description: string;
  /** What the customer pays for, one line per item (the service, each add-on), adding up to `amountCents`; none: one line, `title`. */
  lines?: { name: string; amountCents: number }[];
  /** Null for a customer the shop booked for without an email. */
  customerEmail: string | null;
  /** When the checkout stops accepting payment. */
  expiresAt: Date;
  /** The site's origin as the customer reached it (the test checkout's page is there). */
  siteOrigin: string;
  /** Opening the same booking's checkout again with the same key gives the same checkout. */
  idempotencyKey: string;
  successUrl: string;
  cancelUrl: string;
};

export type Checkout = { sessionId: string; url: string };

/** Part of a checkout's payment to give back (hundredths of `currency`). */
export type RefundPart = { amountCents: number; currency: string; idempotencyKey: string };

/**
 * Where customers pay. Both implementations end in the same settlement
 * (bookings/settle-payment.ts): Stripe through its webhook, the test checkout
 * through its own page.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Asks the provider what a checkout was paid, or null while it is not (for a customer back before the webhook). */
  paidAmount(sessionId: string): Promise<MinorAmount | null>;
  /** Stops a checkout from taking payment (the customer cancelled). */
  expireCheckout(sessionId: string): Promise<void>;
  /**
   * Gives the whole payment of a checkout back, or `part` of it (one car of several paid together): its
   * amount, and a key of its own, so that each part is refunded once however often it is asked.
   */
  refund(sessionId: string, part?: RefundPart): Promise<void>;
}
