"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { cancelCheckout } from "@/lib/server/bookings/cancel-checkout";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { attemptForm, formFailed, readForm, type FormState } from "./result";

/**
 * Booking's web door: the checkout's Pay Now and the cancel link's page.
 * The same domain operations as the REST API decide who may do what.
 */

/** Pay Now: holds the slot for the signed-in customer and leads to the payment page (ours or Stripe's). */
export async function checkoutAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["service", "slot", "name"]);
  const booked = await attemptForm(async () => createBooking(await currentUser(), { service: values.service, slot: values.slot, name: values.name }));
  if (!booked.ok) {
    // The session ended while the page was open: sign in, and back to this checkout.
    if (booked.kind === "unauthenticated") redirect(signInUrl(`/procced-booking?${new URLSearchParams({ service: values.service, slot: values.slot })}`));
    return formFailed(booked, values);
  }
  redirect(booked.data.booking.payment_url);
}

/** The cancel link's page: the customer cancels the checkout of their own booking, and the slot is free again. */
export async function cancelCheckoutAction(bookingId: string, _state: FormState, _form: FormData): Promise<FormState> {
  const cancelled = await attemptForm(async () => cancelCheckout(await currentUser(), bookingId));
  if (!cancelled.ok) {
    if (cancelled.kind === "unauthenticated") redirect(signInUrl(`/booking/cancel?${new URLSearchParams({ booking: String(bookingId) })}`));
    return formFailed({ ...cancelled, message: cancelled.kind === "forbidden" || cancelled.kind === "not-found" ? messages.booking.cancelFailed : cancelled.message }, {});
  }
  redirect(cancelled.data);
}
