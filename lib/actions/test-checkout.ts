"use server";
import { notFound, redirect } from "next/navigation";
import { isAppError } from "@/lib/errors";
import { cancelTestCheckout, payTestCheckout } from "@/lib/server/bookings/test-checkout-page";
import { checkoutSessionIdSchema } from "@/lib/validation/booking";

/** Where there is no test checkout (production, or an unknown session), its buttons answer 404 like its page. */
async function orNotFound(work: () => Promise<string>): Promise<string> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error, "not-found")) notFound();
    throw error;
  }
}

/** The session id a button sends; anything else is no session, and answers 404 like an unknown one. */
function sessionIdOf(sessionId: unknown): string {
  const parsed = checkoutSessionIdSchema.safeParse(sessionId);
  if (!parsed.success) notFound();
  return parsed.data;
}

/** The test checkout's buttons (app/checkout/test/[session]). */
export async function payTestCheckoutAction(sessionId: unknown): Promise<void> {
  const session = sessionIdOf(sessionId);
  redirect(await orNotFound(() => payTestCheckout(session)));
}

export async function cancelTestCheckoutAction(sessionId: unknown): Promise<void> {
  const session = sessionIdOf(sessionId);
  redirect(await orNotFound(() => cancelTestCheckout(session)));
}
