"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { cancelBookingAsAdmin, cancelMyBooking, releaseHoldAsAdmin } from "@/lib/server/bookings/cancel-booking";
import { cancelCheckout } from "@/lib/server/bookings/cancel-checkout";
import { bookVisit } from "@/lib/server/bookings/create-group-booking";
import { bookingFormWords } from "@/lib/server/bookings/checkout-words";
import { requestTranslator } from "@/lib/server/i18n/request-locale";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";
import { failureWordsIn } from "@/lib/server/i18n/account-words";
import { rescheduleMyBooking } from "@/lib/server/bookings/reschedule-booking";
import { checkInBooking, setBookingStatus } from "@/lib/server/bookings/set-booking-status";
import { recordManualRefund } from "@/lib/server/bookings/manual-refund";
import { recordCounterPayment } from "@/lib/server/bookings/counter-payment";
import { setReminderChannels } from "@/lib/server/sms/verify-phone";
import { AppError, isAppError } from "@/lib/errors";
import { apiText } from "@/lib/http/api-language";
import { carField, vehicleChoiceParams, vehicleChoicesParams } from "@/lib/urls/vehicle-choice";
import { bookingNameSchemaIn, MAX_CARS_PER_VISIT } from "@/lib/validation/booking";
import { parseInput } from "@/lib/validation/common";
import { action, type ActionState } from "./action";
import { refusedAsForbidden } from "./refusals";

/**
 * Booking's web door: the checkout's Pay Now and the cancel link's page; after
 * the booking, My Bookings' Cancel and Reschedule and Booking Management's
 * cancel and complete / no-show forms.
 * The same domain operations as the REST API decide who may do what.
 */

/** The checkout's hidden fields that carry each car's choice: the first car's plain, a later car's numbered (`vehicleClass2`). */
const CAR_FIELDS = Array.from({ length: MAX_CARS_PER_VISIT }, (_, index) => [carField("vehicleClass", index), carField("vehicle", index), carField("addOns", index)]).flat();

/** The cars a checkout's fields choose: the first always, a later one when its class or vehicle is there. */
function carsOf(values: Record<string, string>) {
  return Array.from({ length: MAX_CARS_PER_VISIT }, (_, index) => index).flatMap((index) => {
    const vehicleClass = values[carField("vehicleClass", index)];
    const vehicle = values[carField("vehicle", index)];
    const addOns = values[carField("addOns", index)];
    if (index > 0 && !vehicleClass && !vehicle) return [];
    return [{ ...vehicleChoiceParams({ vehicleClass, vehicle }), ...(addOns && { addOns: addOns.split(",") }) }];
  });
}

/**
 * Pay Now: holds the slot for the signed-in customer (one car, or several in one checkout) and leads to the payment page
 * (ours or the provider's); its twin button, where the shop allows it, books to pay at the shop and leads to the booking.
 */
export const checkoutAction = action(
  // The session ended while the page was open: sign in, and back to this checkout, the vehicle choice kept.
  {
    signedIn: true,
    fields: ["service", "slot", "name", "payAt", "channels", ...CAR_FIELDS],
    // A failure's own words in the checkout page's language.
    words: async () => failureWordsIn(await visitorLocale()),
    returnTo: (values) => `/procced-booking?${new URLSearchParams({ service: values.service, slot: values.slot, ...vehicleChoicesParams(carsOf(values)) })}`,
  },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    // How reminders come, where the checkout asked: saved on the account first, so that this booking's follow it.
    if (values.channels && values.channels !== actor.reminderChannels) await setReminderChannels(actor, { channels: values.channels });
    // The language of the checkout page: the name is checked in it (as the form checks it in the browser), and the booking keeps it.
    const locale = await visitorLocale();
    parseInput(z.object({ name: bookingNameSchemaIn(bookingFormWords(await requestTranslator("booking", locale))) }), { name: values.name });
    // Each car's vehicle class, vehicle and add-ons (none: the default class alone); the server prices them.
    const cars = carsOf(values);
    // The button pressed: Pay Now (online, as ever) or the one to pay at the shop.
    const place = { service: values.service, slot: values.slot, name: values.name, ...(values.payAt === "shop" && { payAt: "shop" as const }) };
    // The REST door's call: one car as ever, several as `vehicles`.
    const booked = await bookVisit(actor, cars.length > 1 ? { ...place, vehicles: cars } : { ...place, ...cars[0] }, { locale }).catch((error: unknown) => {
      // The choice is no field of this form: its refusal (an add-on withdrawn meanwhile) is the form's message.
      const choiceField = isAppError(error, "invalid") ? error.fields?.find((field) => CHOICE_FIELDS.has(field.field) || field.field.startsWith("vehicles")) : undefined;
      if (choiceField) throw new AppError("invalid", apiText(choiceField.message, locale));
      // The domain's refusals (a slot just taken, a limit on holds) in the page's language, where it has them (lib/http/api-language.ts).
      if (error instanceof AppError) throw new AppError(error.kind, apiText(error.message, locale), error.fields?.map((field) => ({ ...field, message: apiText(field.message, locale) })), error.retryAfterSeconds);
      throw error;
    });
    // Nothing to pay online (booked to pay at the shop): confirmed, on its own page.
    redirect(booked.booking.payment_url ?? `/dashboard/user/my-bookings/${encodeURIComponent(booked.booking._id)}?done=booked`);
  },
);

/** A refusal naming one of these is about the cars chosen or where to pay (the shop stopped offering it meanwhile), not a field of the form. */
const CHOICE_FIELDS = new Set(["vehicleClass", "vehicle", "addOns", "payAt"]);

/** The cancel link's page: the customer cancels the checkout of their own booking, and the slot is free again. */
export const cancelCheckoutAction = action(
  { signedIn: true, words: async () => failureWordsIn(await visitorLocale()), returnTo: (_values, [bookingId]) => `/booking/cancel?${new URLSearchParams({ booking: String(bookingId) })}` },
  async ({ actor }, bookingId: string, _state: ActionState, _form: FormData) => {
    try {
      redirect(await cancelCheckout(actor, bookingId));
    } catch (error) {
      if (isAppError(error, "forbidden") || isAppError(error, "not-found")) throw new AppError(error.kind, (await requestTranslator("booking"))("left.cancelFailed"));
      throw error;
    }
  },
);

// ---------------------------------------------------------------- after the booking

/**
 * The forms that change a booking after it was made are `<form action>`s
 * (useActionForm), so they work before and without JavaScript: on success the
 * browser goes to the booking's page, which says what happened (`?done=`); on
 * failure the form says why and keeps what was typed. Another customer's
 * booking is refused as forbidden (refusals.ts).
 */

/** My Bookings: the customer cancels their booking (the Cancel page's confirmation). */
export const cancelMyBookingAction = action(
  { signedIn: true, returnTo: (_values, [bookingId]) => `/dashboard/user/my-bookings/${encodeURIComponent(String(bookingId))}/cancel` },
  async ({ actor }, bookingId: string, _state: ActionState, _form: FormData) => {
    const cancelled = await refusedAsForbidden(cancelMyBooking(actor, bookingId));
    redirect(`/dashboard/user/my-bookings/${cancelled.booking._id}?done=cancelled`);
  },
);

/** My Bookings: the customer moves their booking to the slot chosen on the Reschedule page. */
export const rescheduleMyBookingAction = action(
  { signedIn: true, fields: ["slot"], returnTo: (_values, [bookingId]) => `/dashboard/user/my-bookings/${encodeURIComponent(String(bookingId))}/reschedule` },
  async ({ actor, values }, bookingId: string, _state: ActionState, _form: FormData) => {
    const moved = await refusedAsForbidden(rescheduleMyBooking(actor, bookingId, { slot: values.slot }));
    redirect(`/dashboard/user/my-bookings/${moved._id}?done=rescheduled`);
  },
);

/** Booking Management: an admin cancels a booking, refunding it or not, with a reason the customer's email quotes. */
export const adminCancelBookingAction = action(
  { signedIn: true, fields: ["refund", "reason"], returnTo: (_values, [bookingId]) => `/dashboard/admin/manage-bookings/${encodeURIComponent(String(bookingId))}/cancel` },
  async ({ actor, values }, bookingId: string, _state: ActionState, _form: FormData) => {
    const cancelled = await cancelBookingAsAdmin(actor, bookingId, { refund: values.refund === "on", reason: values.reason });
    redirect(`/dashboard/admin/manage-bookings/${cancelled.booking._id}?done=cancelled`);
  },
);

/** Booking Management: an admin marks a booking whose slot has started completed or a no-show. */
export const setBookingStatusAction = action(
  { signedIn: true, fields: ["status"], returnTo: (_values, [bookingId]) => `/dashboard/admin/manage-bookings/${encodeURIComponent(String(bookingId))}` },
  async ({ actor, values }, bookingId: string, _state: ActionState, _form: FormData) => {
    const changed = await setBookingStatus(actor, bookingId, { status: values.status });
    redirect(`/dashboard/admin/manage-bookings/${changed._id}?done=status`);
  },
);

/**
 * A booking's admin page: the shop records a refund it made by hand (method,
 * amount, note). The booking is named in a hidden field (`booking`); the page
 * comes back saying so (`?done=refund`), with or without JavaScript.
 */
export const recordManualRefundAction = action(
  { signedIn: true, fields: ["booking", "method", "amount", "note"], returnTo: ({ booking }) => `/dashboard/admin/manage-bookings/${encodeURIComponent(booking)}` },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    const recorded = await recordManualRefund(actor, values.booking, { method: values.method, amount: values.amount, note: values.note });
    redirect(`/dashboard/admin/manage-bookings/${recorded._id}?done=refund`);
  },
);

/**
 * A booking's admin page: the shop records what the customer paid at the counter (method, amount). The booking is
 * named in a hidden field (`booking`); the page comes back saying so (`?done=counter-payment`), with or without JavaScript.
 */
export const recordCounterPaymentAction = action(
  { signedIn: true, fields: ["booking", "method", "amount"], returnTo: ({ booking }) => `/dashboard/admin/manage-bookings/${encodeURIComponent(booking)}` },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    const recorded = await recordCounterPayment(actor, values.booking, { method: values.method, amount: values.amount });
    redirect(`/dashboard/admin/manage-bookings/${recorded._id}?done=counter-payment`);
  },
);

const HOLDS_PAGE = "/dashboard/admin/holds";

/**
 * The Holds page's Release: a plain form (the booking in a hidden field), so
 * it works without JavaScript; the page comes back saying what happened
 * (`?done=released`, or `?done=ended` when the hold had ended meanwhile).
 */
export const releaseHoldAction = action({ signedIn: true, fields: ["booking"], returnTo: HOLDS_PAGE }, async ({ actor, values }, _form: FormData) => {
  try {
    await releaseHoldAsAdmin(actor, values.booking);
  } catch (error) {
    if (isAppError(error, "conflict") || isAppError(error, "not-found")) redirect(`${HOLDS_PAGE}?done=ended`);
    throw error;
  }
  redirect(`${HOLDS_PAGE}?done=released`);
});

const COUNTER_PAGE = "/dashboard/admin/counter";

/** A counter form's work, then back to the counter saying what happened; a refusal is answered as such. */
async function backToCounter(work: Promise<{ status: string }>, done: (status: string) => string): Promise<never> {
  let status: string;
  try {
    ({ status } = await work);
  } catch (error) {
    // Settled, cancelled or changed meanwhile, not due yet, or a form not of this page's making.
    if (isAppError(error, "conflict") || isAppError(error, "not-found") || isAppError(error, "invalid")) redirect(`${COUNTER_PAGE}?done=unchanged`);
    throw error;
  }
  redirect(`${COUNTER_PAGE}?done=${done(status)}`);
}

/**
 * The counter's To settle list: Completed or No-show for an ended booking. A
 * plain form (the booking in a hidden field, the choice on its button), so it
 * works without JavaScript; the page comes back saying what happened.
 */
export const settleAtCounterAction = action({ signedIn: true, fields: ["booking", "status"], returnTo: COUNTER_PAGE }, async ({ actor, values }, _form: FormData) =>
  backToCounter(setBookingStatus(actor, values.booking, { status: values.status }), (status) => (status === "no-show" ? "no-show" : "completed")),
);

/** The counter's Check in: the customer of one of today's paid bookings has come (a plain form, as above). */
export const checkInAtCounterAction = action({ signedIn: true, fields: ["booking"], returnTo: COUNTER_PAGE }, async ({ actor, values }, _form: FormData) =>
  backToCounter(checkInBooking(actor, values.booking), () => "checked-in"),
);
