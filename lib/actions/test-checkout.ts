"use server";
import { redirect } from "next/navigation";
import { cancelTestCheckout, payTestCheckout } from "@/lib/server/bookings/test-checkout-page";

/** The test checkout's buttons (app/checkout/test/[session]). */
export async function payTestCheckoutAction(sessionId: string): Promise<void> {
  redirect(await payTestCheckout(sessionId));
}

export async function cancelTestCheckoutAction(sessionId: string): Promise<void> {
  redirect(await cancelTestCheckout(sessionId));
}
