import "server-only";
import { env } from "@/lib/config/env";
import { describeMinutes } from "@/lib/format/duration";
import { describeInstantIn } from "@/lib/format/time";
import type { Tx } from "@/lib/server/database/transaction";
import type { EmailKind, EventPayloads } from "@/lib/server/events/record-event";
import type { BusinessSettings } from "@/lib/server/settings/defaults";
import { getSettings } from "@/lib/server/settings/business-settings";
import { wantsReminderEmails } from "@/lib/validation/sms";
import { bookingCalendarFile, confirmationMail, describeVisitOf, writingOf, type BookingWithParts } from "./booking-render";
import { amountIn, flag, mailWords, type CustomerWriting } from "./customer-language";
import type { Mail } from "./mailer";

export type { BookingWithParts } from "./booking-render";

/** What bookingsForEmails reads with each booking. */
const emailInclude = { customer: true, service: true, slot: true, vehicleClass: true, vehicle: true, items: { orderBy: { position: "asc" } } } as const;

/** What a delivery row says about a booking email (lib/server/mail/deliveries.ts). */
export type BookingEmailRequest = { kind: EmailKind; bookingId: string; eventId: string | null; details: { offsetMinutes?: number; startsAt?: string } };

const myBookingsLink = () => `${env().APP_URL}/dashboard/user/my-bookings`;
const nameOf = (booking: BookingWithParts) => booking.customerName || booking.customer.firstName;
const whenOf = (booking: BookingWithParts, startsAt: Date | string, shop: BusinessSettings, writing: CustomerWriting) => describeVisitOf(booking, startsAt, shop.timeZone, writing);
const calendarFile = (booking: BookingWithParts, startsAt: Date | string, kind: "confirmed" | "cancelled", sequence: number, shop: BusinessSettings) =>
  bookingCalendarFile({ booking, startsAt, kind, sequence, shop, link: myBookingsLink() });

async function eventPayload<T extends keyof EventPayloads>(tx: Tx, eventId: string | null, type: T): Promise<EventPayloads[T] | null> {
  if (!eventId) return null;
  const event = await tx.domainEvent.findUnique({ where: { id: eventId } });
  return event?.type === type ? (event.payload as EventPayloads[T]) : null;
}

/** The bookings that emails are about, as they are now, by id: read once for a batch of emails. */
export async function bookingsForEmails(tx: Tx, ids: string[]): Promise<Map<string, BookingWithParts>> {
  if (ids.length === 0) return new Map();
  const bookings = await tx.booking.findMany({ where: { id: { in: [...new Set(ids)] } }, include: emailInclude });
  return new Map(bookings.map((booking) => [booking.id, booking]));
}

/**
 * The email a delivery stands for, written from the booking as it is now
 * (`booking`, read by the caller with bookingsForEmails; undefined when it
 * is gone); or null when it is no longer true (a reminder of a cancelled or
 * moved booking, a confirmation of a booking cancelled before it went out):
 * the delivery is then skipped.
 */
export async function composeBookingEmail(tx: Tx, request: BookingEmailRequest, booking: BookingWithParts | undefined, now: Date): Promise<Mail | null> {
  // A customer the shop booked without an email (by phone, at the counter) is told in person.
  if (!booking?.customer.email) return null;
  const to = booking.customer.email;
  const link = myBookingsLink();
  const settings = await getSettings();
  const shop = settings.businessName;
  // In the customer's language as it is now (their choice, else the booking's, else the shop's): a
  // reminder follows a choice made since the booking.
  const writing = writingOf(booking, settings);
  const t = mailWords(writing);
  /** An amount of the booking, in the currency it was made in. */
  const amountOf = amountIn(writing);

  switch (request.kind) {
    case "confirmation": {
      if (booking.status !== "confirm" && booking.status !== "complete") return null;
      return { to, ...confirmationMail({ booking, name: nameOf(booking), shop: settings, link }) };
    }
    case "reminder": {
      const { offsetMinutes, startsAt } = request.details;
      // Only for the time it was set for, while the booking stands and the slot is still ahead.
      if (!offsetMinutes || booking.status !== "confirm" || booking.slot.startsAt.toISOString() !== startsAt || booking.slot.startsAt <= now) return null;
      // A customer who chose reminders by text alone gets them by text (sms/deliveries.ts).
      if (!wantsReminderEmails(booking.customer)) return null;
      const before = describeMinutes(offsetMinutes, writing);
      return {
        to,
        subject: t("reminderSubject", { service: booking.service.name, before }),
        text: t("reminderText", {
          name: nameOf(booking),
          service: booking.service.name,
          when: whenOf(booking, booking.slot.startsAt, settings, writing),
          before,
          reference: booking.reference,
          link,
          notice: t("reminderNotice", { hours: settings.cancellationNoticeHours }),
        }),
      };
    }
    case "cancellation": {
      const event = await eventPayload(tx, request.eventId, "booking.cancelled");
      if (!event) return null;
      // What was paid: a deposit, or all of it.
      const amount = amountOf(booking.amountDueOnlineCents ?? booking.amountCents, booking.currency);
      // A deposit its customer let go inside the notice window is kept by the rule they were shown (docs/payments.md).
      const waived = event.cause === "customer" && booking.amountDueAtShopCents > 0 ? t("depositKept", { amount }) : t("refundWaived", { amount });
      // Worded by what will really happen: a refund through the provider, the shop's own by hand, or none.
      const money = event.refund === "due" ? t("refundComing", { amount }) : event.refund === "by-hand" ? t("refundByShop", { amount }) : event.refund === "waived" ? waived : "";
      return {
        to,
        subject: t("cancelledSubject", { service: booking.service.name, shop }),
        text: t("cancelledText", {
          name: nameOf(booking),
          service: booking.service.name,
          when: whenOf(booking, event.slot.startsAt, settings, writing),
          byShop: flag(event.cause !== "customer"),
          reason: event.reason ?? "",
          hasReason: flag(Boolean(event.reason)),
          money,
          hasMoney: flag(money !== ""),
          reference: booking.reference,
          link,
        }),
        attachments: [calendarFile(booking, event.slot.startsAt, "cancelled", booking.calendarSequence, settings)],
      };
    }
    case "reschedule": {
      const event = await eventPayload(tx, request.eventId, "booking.rescheduled");
      if (!event) return null;
      return {
        to,
        subject: t("rescheduledSubject", { service: booking.service.name, shop }),
        text: t("rescheduledText", {
          name: nameOf(booking),
          service: booking.service.name,
          from: whenOf(booking, event.from.startsAt, settings, writing),
          to: whenOf(booking, event.to.startsAt, settings, writing),
          reference: booking.reference,
          link,
        }),
        attachments: [calendarFile(booking, event.to.startsAt, "confirmed", event.sequence, settings)],
      };
    }
    case "offer": {
      const event = await eventPayload(tx, request.eventId, "booking.offered");
      // Only while the offer stands: not yet claimed, paid or dropped, and its hold still running.
      if (!event || booking.status !== "pending" || booking.paymentSessionId || !booking.holdExpiresAt || booking.holdExpiresAt <= now) return null;
      const claim = `${env().APP_URL}/procced-booking?service=${booking.serviceId}&slot=${booking.slotId}`;
      const until = describeInstantIn(booking.holdExpiresAt, settings.timeZone, writing);
      return {
        to,
        subject: t("offerSubject", { service: booking.service.name, shop }),
        text: t("offerText", { name: nameOf(booking), service: booking.service.name, when: whenOf(booking, booking.slot.startsAt, settings, writing), until, link: claim }),
      };
    }
    case "refund": {
      const event = await eventPayload(tx, request.eventId, "booking.refunded");
      if (!event) return null;
      const details = {
        name: nameOf(booking),
        service: booking.service.name,
        when: whenOf(booking, booking.slot.startsAt, settings, writing),
        amount: amountOf(event.amountCents, event.currency ?? booking.currency),
      };
      if (event.method) return { to, subject: t("refundRecordedSubject", { shop }), text: t("refundRecordedText", { ...details, how: t(`refundHow.${event.method}`) }) };
      if (event.cause === "late-payment") return { to, subject: t("refundSubject", { shop }), text: t("refundText", details) };
      if (event.cause === "service-removed") return { to, subject: t("refundSubject", { shop }), text: t("serviceRemovedRefundText", details) };
      if (event.cause === "payment-mismatch") return { to, subject: t("refundSubject", { shop }), text: t("mismatchRefundText", { ...details, due: amountOf(booking.amountCents, booking.currency) }) };
      return { to, subject: t("refundedSubject", { shop }), text: t("refundedText", details) };
    }
  }
}
