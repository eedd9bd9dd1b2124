"use server";
import { notFound, redirect } from "next/navigation";
import { isAppError } from "@/lib/server/errors";
import { cancelTestCheckout, payTestCheckout } from "@/lib/server/bookings/test-checkout-page";

/** The test checkout's buttons (app/checkout/test/[session]). An unknown checkout is not found (never a server error). */
export async function payTestCheckoutAction(sessionId: string): Promise<void> {
  redirect(await orNotFound(() => payTestCheckout(sessionId)));
}

export async function cancelTestCheckoutAction(sessionId: string): Promise<void> {
  redirect(await orNotFound(() => cancelTestCheckout(sessionId)));
}

async function orNotFound(work: () => Promise<string>): Promise<string> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error, "not-found")) notFound();
    throw error;
  }
}
