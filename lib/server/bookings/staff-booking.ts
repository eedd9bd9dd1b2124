import "server-only";
import { randomBytes } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { db } from "@/lib/db";
import { addDaysIso, clockTimeIn, describeInstantIn, describeVisit, END_OF_DAY, todayIn } from "@/lib/format/time";
import type { Service, Slot, User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { hashPassword } from "@/lib/server/auth/password";
import { baysForService } from "@/lib/server/bays/manage-bays";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { conflict, invalid, notFound, unavailable } from "@/lib/errors";
import { amountIn, lineWordsIn, mailWords, writingFor, type CustomerWriting } from "@/lib/server/mail/customer-language";
import { queueEmail } from "@/lib/server/mail/deliveries";
import { operation } from "@/lib/server/operation";
import { shopPaymentProvider } from "@/lib/server/payments/provider";
import { QUEUES, wake } from "@/lib/server/queue/job-queue";
import { getSettings, openingDay } from "@/lib/server/settings/business-settings";
import { visitorSiteOrigin } from "@/lib/server/site-origin";
import { SLOT_MAX_CAPACITY } from "@/lib/validation/admin";
import { idSchema } from "@/lib/validation/common";
import { customerSearch } from "@/lib/validation/customer-search";
import { staffBookingSchema, staffCustomerSearchSchema, WALK_IN, type StaffBookingInput } from "@/lib/validation/staff-booking";
import { customerSearchWhere } from "./list-bookings";
import { openCheckout, takePlace } from "./create-booking";
import { quoteOrder, readOrder, slotMinutes } from "@/lib/server/vehicles/quote";
import { bookingLines, isPlainBooking, visitMinutes, type BookingParts } from "@/lib/format/booking-items";
import type { BusinessSettings } from "@/lib/server/settings/defaults";

const staffBookingText = messages.staffBooking;

/** Where the checkout of a payment link returns: a page that needs no session (its customer may have no password). */
export const PAID_BY_LINK_PATH = "/booking/paid";

/** Walk-ins start on the next step of this many minutes. */
const WALK_IN_STEP_MS = 5 * 60_000;

/** Most customers a search lists. */
const SEARCH_LIMIT = 10;

/** A customer as New booking lists them. */
export type CustomerMatch = { id: string; name: string; phone: string; email: string | null };

const asMatch = (user: User): CustomerMatch => ({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone, email: user.email });

/** New booking's customer search (admins): customers by name (either order), phone however typed, or email. */
export const findCustomers = operation({ permission: "bookings.manage", input: staffCustomerSearchSchema }, async ({ term }): Promise<CustomerMatch[]> => {
  const users = await db.user.findMany({
    where: { AND: [{ role: "user" }, customerSearchWhere(customerSearch(term))] },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
    take: SEARCH_LIMIT,
  });
  return users.map(asMatch);
});

/** One customer, for New booking's "Booking for" (admins); null if there is no such customer. */
export const customerForBooking = operation({ permission: "bookings.manage", input: idSchema }, async (id): Promise<CustomerMatch | null> => {
  const user = await db.user.findFirst({ where: { id, role: "user" } });
  return user ? asMatch(user) : null;
});

/** What the shop's booking made: the booking, and for a payment link, the link and whether it was emailed. */
export type StaffBookingResult = { bookingId: string; paymentUrl: string | null; emailed: boolean };

/**
 * The shop books for a customer (New booking, admins): on the phone or at the counter, for a vehicle
 * class and add-ons as a customer's own booking is (the default class alone when none is named). The customer
 * is one chosen from the search, or one added now (name and phone; with an email that already has an
 * account, that account). The place is taken by the same transaction as a customer's own booking
 * (`takePlace`: capacity, bays, holds, a slot that has started or is closed, a deleted service), with
 * the admin as its actor; a walk-in first gets a slot of its own starting at the next five-minute
 * step. Paid at the counter, the booking is confirmed at once (its confirmation emailed when the
 * customer has an email); otherwise it is a hold whose checkout link is emailed to the customer, or
 * handed to the admin to read out when there is no email.
 */
export const bookForCustomer = operation({ permission: "bookings.manage", input: staffBookingSchema }, async (input, staff): Promise<StaffBookingResult> => {
  const now = clockNow();
  const service = await db.service.findFirst({ where: { id: input.service, isDeleted: false } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  const provider = input.settle === "link" ? await shopPaymentProvider() : null;
  if (input.settle === "link" && !provider) throw unavailable(messages.booking.paymentUnavailable);

  // The class and add-ons first: one that does not fit is refused before a slot or a customer is made.
  const order = await readOrder(db, { serviceId: service.id, customerId: null, vehicleClass: input.vehicleClass, addOns: input.addOns });
  const { extraMinutes } = quoteOrder(order, service.duration);
  const walkIn = input.slot === WALK_IN ? await walkInSlot(service, now, extraMinutes) : null;
  const slot = walkIn?.slot ?? (await chosenSlot(input.slot, service));
  const customer = await customerFor(input);
  let taken;
  try {
    taken = await takePlace({
      slot,
      customer,
      order,
      by: { role: "admin", id: staff.id },
      clientAddress: null,
      paidAtCounter: input.settle === "link" ? undefined : input.settle,
      now,
    });
  } catch (error) {
    // A walk-in's own slot goes with its booking: the schedule is left as it was.
    if (walkIn?.made) await db.slot.deleteMany({ where: { id: slot.id, bookings: { none: {} } } });
    throw error;
  }
  if (!provider) return { bookingId: taken.id, paymentUrl: null, emailed: customer.email !== null };

  const site = await visitorSiteOrigin();
  const settings = await getSettings();
  const to = customer.email;
  const quote = quoteOrder(order, slotMinutes(slot));
  const booked: BookingParts = {
    service,
    vehicleClass: order.vehicleClass,
    vehicle: null,
    items: quote.lines,
    amountCents: taken.amountCents,
    currency: taken.currency,
    extraMinutes: quote.extraMinutes,
  };
  const { booking } = await openCheckout({
    booking: taken,
    slot,
    customer,
    provider,
    now,
    created: true,
    // The customer has no session here (maybe no password at all): they come back to a page that needs none.
    returnUrls: { success: `${site}${PAID_BY_LINK_PATH}`, cancel: `${site}${PAID_BY_LINK_PATH}?left=1` },
    onSaved: async (tx, paymentUrl) => {
      if (!to) return;
      // In the customer's language: their choice, else the shop's (a booking the shop makes has no language of its own).
      const writing = writingFor(customer, null, settings);
      await queueEmail(tx, {
        key: `payment-link:${taken.id}`,
        kind: "message",
        bookingId: taken.id,
        message: {
          to,
          subject: mailWords(writing)("linkSubject", { service: service.name, shop: settings.businessName }),
          text: linkText({
            booked,
            dueOnlineCents: taken.amountDueOnlineCents ?? taken.amountCents,
            customer,
            slot,
            until: describeInstantIn(taken.holdExpiresAt ?? now, settings.timeZone, writing),
            link: paymentUrl,
            settings,
            writing,
          }),
        },
      });
    },
  });
  if (to) wake(QUEUES.email);
  return { bookingId: taken.id, paymentUrl: booking.payment_url, emailed: to !== null };
});

/**
 * The payment link's email: the service, when and how much, as it always read for the default class
 * alone; with another class or add-ons, the lines and the total, and the visit to its real end.
 */
function linkText(d: { booked: BookingParts; dueOnlineCents: number; customer: User; slot: Slot; until: string; link: string; settings: BusinessSettings; writing: CustomerWriting }): string {
  const { booked, settings, writing } = d;
  const t = mailWords(writing);
  const price = (cents: number) => amountIn(writing)(cents, booked.currency);
  const common = { name: d.customer.firstName, service: booked.service.name, when: describeVisit(d.slot.startsAt, visitMinutes(booked, d.slot), settings.timeZone, writing), until: d.until, link: d.link, shop: settings.businessName };
  const total = price(booked.amountCents);
  const lines = () => bookingLines(booked, lineWordsIn(writing)).map((line) => t("itemisedLine", line)).join("\n");
  const text = isPlainBooking(booked) ? t("linkText", { ...common, amount: total }) : t("itemisedLinkText", { ...common, lines: lines(), total });
  if (d.dueOnlineCents >= booked.amountCents) return text;
  // The link takes a deposit: said with it, as the checkout page says it.
  return `${text}\n\n${t("payNowDeposit", { online: price(d.dueOnlineCents), atShop: price(booked.amountCents - d.dueOnlineCents) })}`;
}

/** Whether the shop made this booking for its customer (New booking): its checkout returns to PAID_BY_LINK_PATH. */
export async function madeByShop(bookingId: string): Promise<boolean> {
  return (await db.domainEvent.count({ where: { bookingId, type: "booking.created", actorRole: "admin" } })) > 0;
}

/** A slot of the service, as chosen (from its normal schedule). */
async function chosenSlot(id: string, service: Service): Promise<Slot & { service: Service }> {
  const slot = await db.slot.findUnique({ where: { id }, include: { service: true } });
  if (!slot) throw notFound(messages.api.slotNotFound);
  if (slot.serviceId !== service.id) throw invalid(messages.booking.slotServiceMismatch, [{ field: "slot", message: messages.booking.slotServiceMismatch }]);
  return slot;
}

/**
 * A walk-in's slot: from the next five-minute step for the service's length, today, with the visit
 * (the slot and the minutes its class and add-ons add) within the shop's opening hours. It is the service's slot at that start if there is one (another walk-in just
 * made it, or the schedule has one then), else a new walk-in slot taking as many cars as there are
 * bays for the service (each booking still needs a bay free for its whole time). A walk-in slot is
 * not offered to customers and may overlap the schedule's slot of the hour, which stays on offer:
 * the bays decide who fits.
 */
async function walkInSlot(service: Service, now: Date, extraMinutes: number): Promise<{ slot: Slot & { service: Service }; made: boolean }> {
  const settings = await getSettings();
  const zone = settings.timeZone;
  const startsAt = new Date((Math.floor(now.getTime() / WALK_IN_STEP_MS) + 1) * WALK_IN_STEP_MS);
  const endsAt = new Date(startsAt.getTime() + service.duration * 60_000);
  const date = todayIn(zone, startsAt);
  const startTime = clockTimeIn(startsAt, zone);
  // Ending at midnight is "24:00" (the day's end); past it, the visit would run into the next day.
  const clockAt = (instant: Date) => {
    const clock = clockTimeIn(instant, zone);
    return todayIn(zone, instant) === date ? clock : clock === "00:00" && todayIn(zone, instant) === addDaysIso(date, 1) ? END_OF_DAY : null;
  };
  const endTime = clockAt(endsAt);
  const visitEnds = clockAt(new Date(endsAt.getTime() + Math.max(0, extraMinutes) * 60_000));
  const hours = openingDay(settings, new TZDate(startsAt.getTime(), zone).getDay());
  if (!endTime || !visitEnds || !hours || hours.closed || startTime < hours.open || visitEnds > hours.close) throw conflict(staffBookingText.closedNow);

  const existing = () => db.slot.findFirst({ where: { serviceId: service.id, startsAt }, include: { service: true } });
  const found = await existing();
  if (found) return { slot: found, made: false };
  try {
    const capacity = Math.min(SLOT_MAX_CAPACITY, Math.max(1, await baysForService(service.id)));
    const slot = await db.slot.create({
      data: { serviceId: service.id, date: new Date(`${date}T00:00:00Z`), startTime, endTime, startsAt, endsAt, capacity, walkIn: true },
      include: { service: true },
    });
    pagesShowing.slots();
    return { slot, made: true };
  } catch (error) {
    // Made a moment ago by another walk-in at the same step.
    const raced = isUniqueViolation(error) ? await existing() : null;
    if (raced) return { slot: raced, made: false };
    throw error;
  }
}

/**
 * The customer to book for: the one chosen, or one added now. An email that already has an account
 * is that account (the same person). A new account has a random password nobody knows (signing in
 * checks it like any other, and it never matches); with an email, "Forgot password" lets the customer
 * set their own and see their bookings.
 */
async function customerFor(input: StaffBookingInput): Promise<User> {
  const refused = (field: string) => invalid(staffBookingText.notACustomer, [{ field, message: staffBookingText.notACustomer }]);
  if (input.customer) {
    const chosen = await db.user.findUnique({ where: { id: input.customer } });
    if (!chosen) throw notFound(messages.api.userNotFound);
    if (chosen.role !== "user") throw refused("customer");
    return chosen;
  }
  const email = input.email ?? null;
  const byEmail = email ? await db.user.findUnique({ where: { email } }) : null;
  if (byEmail) {
    if (byEmail.role !== "user") throw refused("email");
    return byEmail;
  }
  const [firstName, ...rest] = (input.name ?? "").split(/\s+/);
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  try {
    return await db.user.create({ data: { firstName, lastName: rest.join(" "), email, phone: input.phone ?? "", role: "user", passwordHash } });
  } catch (error) {
    // The same email added a moment ago (a double click): that account.
    if (email && isUniqueViolation(error)) return customerFor(input);
    throw error;
  }
}
