"use server";
import { notFound, redirect } from "next/navigation";
import { isAppError } from "@/lib/server/errors";
import { cancelTestCheckout, payTestCheckout } from "@/lib/server/bookings/test-checkout-page";

/** Where there is no test checkout (production, or an unknown session), its buttons answer 404 like its page. */
async function orNotFound(work: () => Promise<string>): Promise<string> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error, "not-found")) notFound();
    throw error;
  }
}

/** The test checkout's buttons (app/checkout/test/[session]). */
export async function payTestCheckoutAction(sessionId: string): Promise<void> {
  redirect(await orNotFound(() => payTestCheckout(sessionId)));
}

export async function cancelTestCheckoutAction(sessionId: string): Promise<void> {
  redirect(await orNotFound(() => cancelTestCheckout(sessionId)));
}
