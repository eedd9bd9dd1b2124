import "server-only";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { env } from "@/lib/config/env";
import { centsToDollars, formatPrice } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import type { EventPayloads } from "@/lib/server/events/record-event";
import type { BookingWithParts } from "@/lib/server/mail/booking-emails";
import type { BusinessSettings } from "@/lib/server/settings/defaults";
import type { SmsTextKind } from "@/lib/validation/settings";
import { stopLink } from "./stop-links";

const smsText = messages.sms;

/** What a delivery row says about a booking text: one of the kinds a shop may switch (Business settings' `smsTexts`). */
export type TextKind = SmsTextKind;
/** The delivery's details (a reminder's offset and slot start), and the payload of the event it tells of (moved, cancelled, refunded, offered). */
export type TextRequest = { kind: TextKind; details: { offsetMinutes?: number; startsAt?: string }; event?: unknown };

/** 'Sat 28 Nov 10:00': a start on the shop's clock, short enough for a text (the shop's zone is the reader's). */
export const shortWhen = (instant: Date | string, timeZone: string) => format(new TZDate(new Date(instant).getTime(), timeZone), "EEE d MMM HH:mm");

/** The booking's own page. */
export const bookingLink = (bookingId: string) => `${env().APP_URL}/dashboard/user/my-bookings/${bookingId}`;
/** Where a waitlist offer is claimed: the checkout page of the offered slot (which names its service), short enough for a text. */
export const claimLink = (slotId: string) => `${env().APP_URL}/procced-booking?slot=${slotId}`;
/** '18:30': an offer's deadline, within the hour or so its hold lasts, on the shop's clock. */
const shortTime = (instant: Date, timeZone: string) => format(new TZDate(instant.getTime(), timeZone), "HH:mm");

const amountOf = (cents: number, currency: string) => formatPrice(centsToDollars(cents), currency);

/**
 * The text a delivery stands for, from the booking as it is now; or null when it is no longer true
 * (a reminder of a cancelled or moved booking, a confirmation of a booking cancelled before it went
 * out, a move since moved again or cancelled, an offer claimed, dropped or run out).
 */
export function composeBookingText(request: TextRequest, booking: BookingWithParts, shop: BusinessSettings, now: Date): string | null {
  const words = { shop: shop.businessName, service: booking.service.name, when: shortWhen(booking.slot.startsAt, shop.timeZone), link: bookingLink(booking.id), stop: stopLink(booking.customerId) };
  const standsAt = (startsAt: string | undefined) => booking.status === "confirm" && booking.slot.startsAt.toISOString() === startsAt && booking.slot.startsAt > now;
  switch (request.kind) {
    case "confirmation":
      return booking.status === "confirm" || booking.status === "complete" ? smsText.confirmationText(words) : null;
    case "reminder": {
      const { offsetMinutes, startsAt } = request.details;
      return offsetMinutes && standsAt(startsAt) ? smsText.reminderText(words) : null;
    }
    case "reschedule": {
      const moved = request.event as EventPayloads["booking.rescheduled"] | undefined;
      return moved && standsAt(moved.to.startsAt) ? smsText.rescheduleText(words) : null;
    }
    case "cancellation": {
      // What becomes of the money is the refund's own text (and the email's).
      return request.event && booking.status === "cancel" ? smsText.cancellationText(words) : null;
    }
    case "refund": {
      const refunded = request.event as EventPayloads["booking.refunded"] | undefined;
      return refunded ? smsText.refundText({ ...words, amount: amountOf(refunded.amountCents, refunded.currency ?? booking.currency) }) : null;
    }
    case "offer": {
      // Only while the offer stands: not yet claimed, paid or dropped, and its hold still running.
      if (!request.event || booking.status !== "pending" || booking.paymentSessionId || !booking.holdExpiresAt || booking.holdExpiresAt <= now) return null;
      return smsText.offerText({ ...words, until: shortTime(booking.holdExpiresAt, shop.timeZone), claim: claimLink(booking.slotId) });
    }
  }
}
