import { z } from "zod";
import "@/lib/validation/zod-config";

/**
 * What Spotless reads of a Stripe webhook event once its signature holds
 * (lib/server/payments/stripe-events.ts): every event has a `data.object`,
 * and a checkout session has an id.
 */
export const stripeEventSchema = z.object({ data: z.object({ object: z.record(z.string(), z.unknown()) }) });

export const checkoutSessionSchema = z.object({ id: z.string().min(1), payment_status: z.string().optional() });
