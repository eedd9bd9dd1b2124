"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/server/auth/current-user";
import { bookForCustomer } from "@/lib/server/bookings/staff-booking";
import { NEW_BOOKING_PATH } from "@/lib/urls/staff-booking";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { attemptForm, formFailed, readForm, type FormState } from "./result";

/**
 * New booking (admins, at the counter or on the phone): books for the customer chosen or added, and
 * leads to the booking made (its payment link shown there when it was not emailed). A failure stays
 * on the form, with what was typed.
 */
export async function staffBookingAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["customer", "name", "phone", "email", "service", "slot", "settle"]);
  const user = await currentUser();
  if (!user) redirect(signInUrl(NEW_BOOKING_PATH));
  const made = await attemptForm(() => bookForCustomer(user, values));
  if (!made.ok) return formFailed(made, values);
  redirect(`${NEW_BOOKING_PATH}/done?booking=${made.data.bookingId}`);
}
