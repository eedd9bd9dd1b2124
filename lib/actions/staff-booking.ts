"use server";

import { redirect } from "next/navigation";
import { bookForCustomer } from "@/lib/server/bookings/staff-booking";
import { NEW_BOOKING_PATH } from "@/lib/urls/staff-booking";
import { action, readForm, type ActionState } from "./action";

/** The add-ons ticked (a repeated field). */
const addOnsOf = (form: FormData | undefined) => (form?.getAll("addOns") ?? []).filter((value): value is string => typeof value === "string");

/**
 * New booking (admins, at the counter or on the phone): books for the customer chosen or added, and
 * leads to the booking made (its payment link shown there when it was not emailed). A failure stays
 * on the form, with what was typed.
 */
export const staffBookingAction = action(
  {
    signedIn: true,
    // The add-ons come back joined, so that a failed form keeps them ticked.
    fields: (form) => ({ ...readForm(form, ["customer", "name", "phone", "email", "service", "slot", "vehicleClass", "settle"]), addOns: addOnsOf(form).join(",") }),
    returnTo: NEW_BOOKING_PATH,
  },
  async ({ actor, values, form }, _state: ActionState, _form: FormData) => {
    const made = await bookForCustomer(actor, { ...values, addOns: addOnsOf(form) });
    redirect(`${NEW_BOOKING_PATH}/done?booking=${made.bookingId}`);
  },
);
