"use server";

import { redirect } from "next/navigation";
import { bookForCustomer } from "@/lib/server/bookings/staff-booking";
import { NEW_BOOKING_PATH } from "@/lib/urls/staff-booking";
import { action, type ActionState } from "./action";

/**
 * New booking (admins, at the counter or on the phone): books for the customer chosen or added, and
 * leads to the booking made (its payment link shown there when it was not emailed). A failure stays
 * on the form, with what was typed.
 */
export const staffBookingAction = action(
  { signedIn: true, fields: ["customer", "name", "phone", "email", "service", "slot", "settle"], returnTo: NEW_BOOKING_PATH },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    const made = await bookForCustomer(actor, values);
    redirect(`${NEW_BOOKING_PATH}/done?booking=${made.bookingId}`);
  },
);
