"use server";
import { notFound, redirect } from "next/navigation";
import { isAppError } from "@/lib/errors";
import { cancelTestCheckout, payTestCheckout } from "@/lib/server/bookings/test-checkout-page";
import { checkoutSessionIdSchema } from "@/lib/validation/booking";
import { action } from "./action";

/**
 * Where there is no test checkout (production, or an unknown session), its buttons answer 404 like
 * its page; so does anything else sent as the session id.
 */
async function orNotFound(sessionId: unknown, work: (session: string) => Promise<string>): Promise<string> {
  const parsed = checkoutSessionIdSchema.safeParse(sessionId);
  if (!parsed.success) notFound();
  try {
    return await work(parsed.data);
  } catch (error) {
    if (isAppError(error, "not-found")) notFound();
    throw error;
  }
}

/** The test checkout's buttons (app/checkout/test/[session]). */
export const payTestCheckoutAction = action({ signedIn: false }, async (_context, sessionId: unknown) => redirect(await orNotFound(sessionId, payTestCheckout)));

export const cancelTestCheckoutAction = action({ signedIn: false }, async (_context, sessionId: unknown) => redirect(await orNotFound(sessionId, cancelTestCheckout)));
