"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/server/auth/current-user";
import { cancelBookingAsAdmin, cancelMyBooking } from "@/lib/server/bookings/cancel-booking";
import { rescheduleMyBooking } from "@/lib/server/bookings/reschedule-booking";
import { setBookingStatus } from "@/lib/server/bookings/set-booking-status";
import type { FieldError } from "@/lib/server/errors";
import { attempt } from "./result";

/**
 * The forms that change a booking after it was made (My Bookings and Booking
 * Management). Each is a `<form action>` with `useActionState`, so it works
 * before and without JavaScript: on success the browser goes to the booking's
 * page, which says what happened; on failure the form shows why.
 */
export type BookingFormState = { error: string | null; fieldErrors?: FieldError[] };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : undefined);

/** My Bookings: the customer cancels their booking (the Cancel page's confirmation). */
export async function cancelMyBookingAction(_previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const id = text(form.get("booking"));
  const result = await attempt(async () => cancelMyBooking(await currentUser(), id));
  if (!result.ok) return { error: result.message };
  redirect(`/dashboard/user/my-bookings/${result.data.booking._id}?done=cancelled`);
}

/** My Bookings: the customer moves their booking to the slot chosen on the Reschedule page. */
export async function rescheduleMyBookingAction(_previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const id = text(form.get("booking"));
  const result = await attempt(async () => rescheduleMyBooking(await currentUser(), id, { slot: text(form.get("slot")) }));
  if (!result.ok) return { error: result.message, fieldErrors: result.fieldErrors };
  redirect(`/dashboard/user/my-bookings/${result.data._id}?done=rescheduled`);
}

/** Booking Management: an admin cancels a booking, refunding it or not, with a reason. */
export async function adminCancelBookingAction(_previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const id = text(form.get("booking"));
  const result = await attempt(async () => cancelBookingAsAdmin(await currentUser(), id, { refund: form.get("refund") === "on", reason: text(form.get("reason")) }));
  if (!result.ok) return { error: result.message, fieldErrors: result.fieldErrors };
  redirect(`/dashboard/admin/manage-bookings/${result.data.booking._id}?done=cancelled`);
}

/** Booking Management: an admin marks a started booking completed or a no-show. */
export async function setBookingStatusAction(_previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const id = text(form.get("booking"));
  const result = await attempt(async () => setBookingStatus(await currentUser(), id, { status: text(form.get("status")) }));
  if (!result.ok) return { error: result.message };
  redirect(`/dashboard/admin/manage-bookings/${result.data._id}?done=status`);
}
