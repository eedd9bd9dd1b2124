"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { cancelBookingAsAdmin, cancelMyBooking, releaseHoldAsAdmin } from "@/lib/server/bookings/cancel-booking";
import { cancelCheckout } from "@/lib/server/bookings/cancel-checkout";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { rescheduleMyBooking } from "@/lib/server/bookings/reschedule-booking";
import { checkInBooking, setBookingStatus } from "@/lib/server/bookings/set-booking-status";
import { recordManualRefund } from "@/lib/server/bookings/manual-refund";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { attempt, attemptForm, formFailed, readForm, type ActionFailure, type ActionResult, type FormState } from "./result";

/**
 * Booking's web door: the checkout's Pay Now and the cancel link's page; after
 * the booking, My Bookings' Cancel and Reschedule and Booking Management's
 * cancel and complete / no-show forms.
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

// ---------------------------------------------------------------- after the booking

/**
 * The forms that change a booking after it was made are `<form action>`s
 * (useActionForm), so they work before and without JavaScript: on success the
 * browser goes to the booking's page, which says what happened (`?done=`); on
 * failure the form says why and keeps what was typed.
 *
 * To a customer, another customer's booking is not found (ids cannot be
 * probed, as on the REST API); to the web door that is a refusal like any
 * other, so it answers as one.
 */
const refusedAsForbidden = (failure: ActionFailure): ActionFailure => (failure.kind === "not-found" ? { ...failure, kind: "forbidden" } : failure);

/** My Bookings: the customer cancels their booking (the Cancel page's confirmation). */
export async function cancelMyBookingAction(bookingId: string, _state: FormState, _form: FormData): Promise<FormState> {
  const cancelled = await attemptForm(async () => cancelMyBooking(await currentUser(), bookingId));
  if (!cancelled.ok) {
    if (cancelled.kind === "unauthenticated") redirect(signInUrl(`/dashboard/user/my-bookings/${encodeURIComponent(String(bookingId))}/cancel`));
    return formFailed(refusedAsForbidden(cancelled), {});
  }
  redirect(`/dashboard/user/my-bookings/${cancelled.data.booking._id}?done=cancelled`);
}

/** My Bookings: the customer moves their booking to the slot chosen on the Reschedule page. */
export async function rescheduleMyBookingAction(bookingId: string, _state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["slot"]);
  const moved = await attemptForm(async () => rescheduleMyBooking(await currentUser(), bookingId, { slot: values.slot }));
  if (!moved.ok) {
    if (moved.kind === "unauthenticated") redirect(signInUrl(`/dashboard/user/my-bookings/${encodeURIComponent(String(bookingId))}/reschedule`));
    return formFailed(refusedAsForbidden(moved), values);
  }
  redirect(`/dashboard/user/my-bookings/${moved.data._id}?done=rescheduled`);
}

/** Booking Management: an admin cancels a booking, refunding it or not, with a reason the customer's email quotes. */
export async function adminCancelBookingAction(bookingId: string, _state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["refund", "reason"]);
  const cancelled = await attemptForm(async () => cancelBookingAsAdmin(await currentUser(), bookingId, { refund: values.refund === "on", reason: values.reason }));
  if (!cancelled.ok) {
    if (cancelled.kind === "unauthenticated") redirect(signInUrl(`/dashboard/admin/manage-bookings/${encodeURIComponent(String(bookingId))}/cancel`));
    return formFailed(cancelled, values);
  }
  redirect(`/dashboard/admin/manage-bookings/${cancelled.data.booking._id}?done=cancelled`);
}

/** Booking Management: an admin marks a booking whose slot has started completed or a no-show. */
export async function setBookingStatusAction(bookingId: string, _state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["status"]);
  const changed = await attemptForm(async () => setBookingStatus(await currentUser(), bookingId, { status: values.status }));
  if (!changed.ok) {
    if (changed.kind === "unauthenticated") redirect(signInUrl(`/dashboard/admin/manage-bookings/${encodeURIComponent(String(bookingId))}`));
    return formFailed(changed, values);
  }
  redirect(`/dashboard/admin/manage-bookings/${changed.data._id}?done=status`);
}

/**
 * A booking's admin page: the shop records a refund it made by hand (method,
 * amount, note). The booking is named in a hidden field (`booking`); the page
 * comes back saying so (`?done=refund`), with or without JavaScript.
 */
export async function recordManualRefundAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["booking", "method", "amount", "note"]);
  const recorded = await attemptForm(async () => recordManualRefund(await currentUser(), values.booking, { method: values.method, amount: values.amount, note: values.note }));
  if (!recorded.ok) {
    if (recorded.kind === "unauthenticated") redirect(signInUrl(`/dashboard/admin/manage-bookings/${encodeURIComponent(values.booking)}`));
    return formFailed(recorded, values);
  }
  redirect(`/dashboard/admin/manage-bookings/${recorded.data._id}?done=refund`);
}

const HOLDS_PAGE = "/dashboard/admin/holds";

/**
 * The Holds page's Release: a plain form (the booking in a hidden field), so
 * it works without JavaScript; the page comes back saying what happened
 * (`?done=released`, or `?done=ended` when the hold had ended meanwhile).
 */
export async function releaseHoldAction(form: FormData): Promise<ActionResult<never>> {
  const released = await attempt(async () => releaseHoldAsAdmin(await currentUser(), form instanceof FormData ? form.get("booking") : undefined));
  if (released.ok) redirect(`${HOLDS_PAGE}?done=released`);
  if (released.kind === "unauthenticated") redirect(signInUrl(HOLDS_PAGE));
  if (released.kind === "conflict" || released.kind === "not-found") redirect(`${HOLDS_PAGE}?done=ended`);
  return released;
}

const COUNTER_PAGE = "/dashboard/admin/counter";

/** Where a counter form leads: back to the counter saying what happened, or to sign in; a refusal is answered as such. */
function backToCounter(outcome: ActionResult<{ status: string }>, done: string): ActionResult<never> {
  if (outcome.ok) redirect(`${COUNTER_PAGE}?done=${done}`);
  if (outcome.kind === "unauthenticated") redirect(signInUrl(COUNTER_PAGE));
  // Settled, cancelled or changed meanwhile, not due yet, or a form not of this page's making.
  if (outcome.kind === "conflict" || outcome.kind === "not-found" || outcome.kind === "invalid") redirect(`${COUNTER_PAGE}?done=unchanged`);
  return outcome;
}

/**
 * The counter's To settle list: Completed or No-show for an ended booking. A
 * plain form (the booking in a hidden field, the choice on its button), so it
 * works without JavaScript; the page comes back saying what happened.
 */
export async function settleAtCounterAction(form: FormData): Promise<ActionResult<never>> {
  const values = readForm(form, ["booking", "status"]);
  const settled = await attempt(async () => setBookingStatus(await currentUser(), values.booking, { status: values.status }));
  return backToCounter(settled, settled.ok && settled.data.status === "no-show" ? "no-show" : "completed");
}

/** The counter's Check in: the customer of one of today's paid bookings has come (a plain form, as above). */
export async function checkInAtCounterAction(form: FormData): Promise<ActionResult<never>> {
  const checked = await attempt(async () => checkInBooking(await currentUser(), readForm(form, ["booking"]).booking));
  return backToCounter(checked, "checked-in");
}
