import { z } from "zod";
import "@/lib/validation/zod-config";

/**
 * What Spotless reads of a Stripe webhook event once its signature holds
 * (lib/server/payments/stripe-events.ts): every event has a `data.object`;
 * a checkout session has an id, and a paid one says what it took
 * (`amount_total` in the currency's smallest unit, and the currency).
 */
export const stripeEventSchema = z.object({ data: z.object({ object: z.record(z.string(), z.unknown()) }) });

export const checkoutSessionSchema = z.object({ id: z.string().min(1), payment_status: z.string().optional() });

export const paidCheckoutSessionSchema = z.object({
  amount_total: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
});
