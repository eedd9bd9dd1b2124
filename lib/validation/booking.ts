import { z } from "zod";
import "@/lib/validation/zod-config";
import { bookingMessages } from "@/lib/messages/booking";
import { bookingChangesMessages } from "@/lib/messages/booking-changes";
import { validationMessages } from "@/lib/messages/validation";
import { vehicleGroupMessages } from "@/lib/messages/vehicle-group";
import { chosenAddOnsSchema } from "@/lib/validation/vehicles";
import { blankAsUndefined, cleanText, decimalInput, hasAtMostDecimals, idSchema, isoDateSchema, limitSchema, pageSchema, visibleName, visibleText } from "@/lib/validation/common";
import { paymentsAtShopMessages } from "@/lib/messages/payments-at-shop";

/**
 * What the checkout form's schema says, in one language: English (lib/messages/booking.ts) for the REST API and
 * the English exports below; the catalogue's `booking.form`, in the reader's language, for the checkout page (the
 * same schema in the browser and in the server action: the `...In(words)` factories).
 */
export type BookingFormWords = Record<"nameRequired" | "nameTooShort" | "nameTooLong" | "emailRequired" | "emailInvalid", string>;

/** The name on a booking (booking form), in `words`. */
export const bookingNameSchemaIn = (words: Pick<BookingFormWords, "nameRequired" | "nameTooShort" | "nameTooLong">) =>
  visibleName({ required: words.nameRequired, min: 2, tooShort: words.nameTooShort, max: 100, tooLong: words.nameTooLong });

/** The name on a booking (booking form, `POST /api/bookings`). */
export const bookingNameSchema = bookingNameSchemaIn(bookingMessages);

/** The checkout form's fields (booking form), in `words`. Email is the account's, shown read-only. */
export const bookingFormSchemaIn = (words: BookingFormWords) =>
  z.object({
    name: bookingNameSchemaIn(words),
    email: z.string({ error: words.emailRequired }).trim().min(1, { error: words.emailRequired, abort: true }).pipe(z.email({ error: words.emailInvalid })),
  });

/** The checkout form's fields, in English. */
export const bookingFormSchema = bookingFormSchemaIn(bookingMessages);
export type BookingFormValues = z.infer<typeof bookingFormSchema>;

/**
 * `POST /api/bookings`: the old site's payload (service, slot, customer) plus the
 * name from the checkout form. The customer is always the caller; `customer`
 * may name them (by id or email) for clients written for the old site.
 * Prices are never read from the request.
 */
/**
 * The most cars one visit books: each holds a place, and a customer holds at most five places at a time
 * (MAX_HOLDS_PER_CUSTOMER in lib/server/holds/allowance.ts; a domain test keeps the two in step).
 */
export const MAX_CARS_PER_VISIT = 5;

/** One car of a visit: a saved vehicle of the caller's or a vehicle class (the default when neither), and its add-ons. */
export const carChoiceSchema = z.object(
  {
    vehicle: idSchema.optional(),
    vehicleClass: idSchema.optional(),
    addOns: chosenAddOnsSchema.optional(),
  },
  { error: vehicleGroupMessages.carsInvalid },
);
export type CarChoice = z.infer<typeof carChoiceSchema>;

/** Several cars in one visit: two to MAX_CARS_PER_VISIT, a saved vehicle at most once. */
export const carsSchema = z
  .array(carChoiceSchema, { error: vehicleGroupMessages.carsInvalid })
  .min(2, { error: vehicleGroupMessages.carsTooFew })
  .max(MAX_CARS_PER_VISIT, { error: vehicleGroupMessages.carsTooMany(MAX_CARS_PER_VISIT) })
  .refine(
    (cars) => {
      const vehicles = cars.flatMap((car) => (car.vehicle ? [car.vehicle] : []));
      return new Set(vehicles).size === vehicles.length;
    },
    { error: vehicleGroupMessages.carsSameVehicle },
  );

/** Where a booking is paid: online through the shop's provider (as ever), or at the shop. */
export const PAY_AT = ["online", "shop"] as const;

export const createBookingSchema = z
  .object({
    service: idSchema,
    slot: idSchema,
    customer: z.string({ error: validationMessages.customerType }).trim().min(1, { error: validationMessages.customerType }).max(254, { error: validationMessages.customerType }).optional(),
    name: bookingNameSchema.optional(),
    /** The vehicle class to price it for (the default class when left out), a saved vehicle of the caller's, and add-on ids. */
    vehicleClass: idSchema.optional(),
    vehicle: idSchema.optional(),
    addOns: chosenAddOnsSchema.optional(),
    /** Several cars in one visit (each its own booking, paid in one checkout); without it, one booking as above. */
    vehicles: carsSchema.optional(),
    /** 'shop': booked without paying online, confirmed at once, paid at the shop (where the shop or the service allows it); 'online' (the default): a checkout. */
    payAt: z.enum(PAY_AT, { error: paymentsAtShopMessages.payAtInvalid }).optional(),
  })
  .refine((input) => !input.vehicles || (input.vehicle === undefined && input.vehicleClass === undefined && input.addOns === undefined), {
    path: ["vehicles"],
    error: vehicleGroupMessages.carsWithSingleChoice,
  });

export const PAYMENT_STATUSES = ["pending", "paid", "refunded"] as const;
export const BOOKING_STATUSES = ["pending", "confirm", "cancel", "complete", "no-show"] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

/** `GET /api/my-bookings?payment=&status=` (e.g. payment=paid&status=confirm). */
export const myBookingsQuerySchema = z.object({
  payment: z.preprocess(blankAsUndefined, z.enum(PAYMENT_STATUSES, { error: validationMessages.paymentValues }).optional()),
  status: z.preprocess(blankAsUndefined, z.enum(BOOKING_STATUSES, { error: validationMessages.statusValues }).optional()),
});

/**
 * Booking Management's money filter (`money`): paid in full (online or at the counter), a deposit paid with the rest
 * still due, money still due at the shop (a booking paid at the shop, or the rest after a deposit), refunded, or a
 * payment that was not the amount due (refunded, never confirmed).
 */
export const BOOKING_MONEY_STATES = ["paid", "deposit-paid", "due-at-shop", "refunded", "mismatch"] as const;
export type BookingMoneyState = (typeof BOOKING_MONEY_STATES)[number];

export const BOOKING_PAGE_SIZES = [10, 20, 30] as const;

export const BOOKING_SORTS = ["slot", "-slot", "createdAt", "-createdAt"] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

/**
 * `GET /api/bookings` and Booking Management (admin): page and limit (1 and
 * 10 by default), and optionally the slots' dates (`from`, `to`, business-local,
 * inclusive), the wire `status`, the `payment`, a search by the customer's
 * name, email or phone, and the order: `slot` (soonest first), `-slot`,
 * `createdAt` or `-createdAt` (the newest booking first, the default that
 * existing clients know).
 */
export const bookingListQuerySchema = z
  .object({
    page: pageSchema,
    limit: limitSchema(10),
    from: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
    to: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
    status: z.preprocess(blankAsUndefined, z.enum(BOOKING_STATUSES, { error: validationMessages.statusValues }).optional()),
    payment: z.preprocess(blankAsUndefined, z.enum(PAYMENT_STATUSES, { error: validationMessages.paymentValues }).optional()),
    money: z.preprocess(blankAsUndefined, z.enum(BOOKING_MONEY_STATES, { error: paymentsAtShopMessages.moneyValues }).optional()),
    searchTerm: z.preprocess(blankAsUndefined, z.string().trim().max(100, { error: validationMessages.searchTooLong }).optional()),
    sort: z.preprocess(blankAsUndefined, z.enum(BOOKING_SORTS, { error: validationMessages.bookingSortValues }).default("-createdAt")),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ["to"], error: validationMessages.dateRangeOrder });
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/** `POST /api/my-bookings/{id}/reschedule` and the Reschedule page: the new slot (of the same service). */
export const rescheduleSchema = z.object({ slot: idSchema });

/** An admin's reason for cancelling, quoted in the customer's email. */
export const cancelReasonSchema = visibleText({ required: bookingChangesMessages.reasonRequired, max: 500, tooLong: bookingChangesMessages.reasonTooLong });

/** `POST /api/bookings/{id}/cancel` (admin): whether to refund, and why. */
export const adminCancelSchema = z.object({
  refund: z.boolean({ error: bookingChangesMessages.refundBoolean }),
  reason: cancelReasonSchema,
});

/** How a shop gave money back by hand: cash, a card terminal, a bank or mobile transfer, or another way. */
export const MANUAL_REFUND_METHODS = ["cash", "card", "transfer", "other"] as const;
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number];

/**
 * `POST /api/bookings/{id}/manual-refund` and the booking's admin page: a refund the shop made by
 * hand, recorded (how, how much in whole units of the booking's currency, at most what was paid, and a note).
 */
export const manualRefundSchema = z.object({
  method: z.enum(MANUAL_REFUND_METHODS, { error: bookingChangesMessages.refundMethodChoice }),
  amount: z.preprocess(
    (value) => (typeof value === "string" ? decimalInput(value) : value),
    z
      .number({ error: bookingChangesMessages.refundAmountInvalid })
      .positive({ error: bookingChangesMessages.refundAmountInvalid })
      .refine((amount) => hasAtMostDecimals(amount, 2), { error: bookingChangesMessages.refundAmountInvalid }),
  ),
  note: z.string({ error: bookingChangesMessages.refundNoteTooLong }).overwrite(cleanText).max(500, { error: bookingChangesMessages.refundNoteTooLong }).optional(),
});

/** How a customer paid at the shop's counter: cash, a card terminal, or a mobile wallet (bKash, Nagad, …). */
export const COUNTER_METHODS = ["cash", "card", "wallet"] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];

/**
 * `POST /api/bookings/{id}/counter-payment` and the booking's admin page: what the customer paid at the counter
 * (the whole price of a booking paid at the shop, or the rest after a deposit), how, in whole units of its currency.
 */
export const counterPaymentSchema = z.object({
  method: z.enum(COUNTER_METHODS, { error: paymentsAtShopMessages.methodInvalid }),
  amount: z.preprocess(
    (value) => (typeof value === "string" ? decimalInput(value) : value),
    z
      .number({ error: paymentsAtShopMessages.amountInvalid })
      .positive({ error: paymentsAtShopMessages.amountInvalid })
      .max(1_000_000, { error: paymentsAtShopMessages.amountInvalid })
      .refine((amount) => hasAtMostDecimals(amount, 2), { error: paymentsAtShopMessages.amountInvalid }),
  ),
});

/** What an admin may mark a booking once its slot has started. */
export const CLOSING_STATUSES = ["complete", "no-show"] as const;

/** `PUT /api/bookings/{id}/status` (admin). */
export const bookingStatusChangeSchema = z.object({ status: z.enum(CLOSING_STATUSES, { error: bookingChangesMessages.statusChoice }) });

/** A payment provider's checkout session id as it comes back in a URL (Stripe's cs_…, the test checkout's test_cs_…). */
export const isCheckoutSessionId = (value: string) => /^[\w-]{1,255}$/.test(value);
/** The same, for a value that may be anything (a server action's argument). */
export const checkoutSessionIdSchema = z.string().refine(isCheckoutSessionId);

/** `GET /api/bookings/holds` and the Holds page (admin): the live holds, 20 a page by default. */
export const liveHoldsQuerySchema = z.object({ page: pageSchema, limit: limitSchema(20) });
