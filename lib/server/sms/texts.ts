import "server-only";
import { env } from "@/lib/config/env";
import { clockTimeIn, shortDayIn } from "@/lib/format/time";
import type { Writing } from "@/lib/format/writing";
import type { EventPayloads } from "@/lib/server/events/record-event";
import type { BookingWithParts } from "@/lib/server/mail/booking-emails";
import { writingOf } from "@/lib/server/mail/booking-render";
import { amountIn, textWords } from "@/lib/server/mail/customer-language";
import type { BusinessSettings } from "@/lib/server/settings/defaults";
import type { SmsTextKind } from "@/lib/validation/settings";
import { stopLink } from "./stop-links";

/** What a delivery row says about a booking text: one of the kinds a shop may switch (Business settings' `smsTexts`). */
export type TextKind = SmsTextKind;
/** The delivery's details (a reminder's offset and slot start), and the payload of the event it tells of (moved, cancelled, refunded, offered). */
export type TextRequest = { kind: TextKind; details: { offsetMinutes?: number; startsAt?: string }; event?: unknown };

/** 'Sat 28 Nov 10:00': a start on the shop's clock, short enough for a text (the shop's zone is the reader's); 'শনি ২৮ নভে ১০:০০' in Bangla. */
export const shortWhen = (instant: Date | string, timeZone: string, writing?: Writing) => `${shortDayIn(instant, timeZone, writing)} ${clockTimeIn(instant, timeZone, writing)}`;

/** The booking's own page. */
export const bookingLink = (bookingId: string) => `${env().APP_URL}/dashboard/user/my-bookings/${bookingId}`;
/** Where a waitlist offer is claimed: the checkout page of the offered slot (which names its service), short enough for a text. */
export const claimLink = (slotId: string) => `${env().APP_URL}/procced-booking?slot=${slotId}`;

/**
 * The text a delivery stands for, from the booking as it is now; or null when it is no longer true
 * (a reminder of a cancelled or moved booking, a confirmation of a booking cancelled before it went
 * out, a move since moved again or cancelled, an offer claimed, dropped or run out).
 *
 * In the customer's language as it is now (lib/messages/<language>/texts.json). No length limit is
 * enforced; what a text costs is counted when it goes out (smsSegments, in deliveries.ts). A Bangla
 * text is UCS-2: 70 characters in one part, 67 a part when split (against 160 and 153 for English),
 * so the Bangla texts are worded as tersely as the English ones allow, their dates too ('শনি ২৮ নভে
 * ১০:০০'): with a long Bangla shop name each stays within five parts (tests/unit/i18n-mail.test.ts).
 */
export function composeBookingText(request: TextRequest, booking: BookingWithParts, shop: BusinessSettings, now: Date): string | null {
  const writing = writingOf(booking, shop);
  const t = textWords(writing);
  const words = { shop: shop.businessName, service: booking.service.name, when: shortWhen(booking.slot.startsAt, shop.timeZone, writing), link: bookingLink(booking.id), stop: stopLink(booking.customerId) };
  const standsAt = (startsAt: string | undefined) => booking.status === "confirm" && booking.slot.startsAt.toISOString() === startsAt && booking.slot.startsAt > now;
  switch (request.kind) {
    case "confirmation":
      return booking.status === "confirm" || booking.status === "complete" ? t("confirmationText", words) : null;
    case "reminder": {
      const { offsetMinutes, startsAt } = request.details;
      return offsetMinutes && standsAt(startsAt) ? t("reminderText", words) : null;
    }
    case "reschedule": {
      const moved = request.event as EventPayloads["booking.rescheduled"] | undefined;
      return moved && standsAt(moved.to.startsAt) ? t("rescheduleText", words) : null;
    }
    case "cancellation": {
      // What becomes of the money is the refund's own text (and the email's).
      return request.event && booking.status === "cancel" ? t("cancellationText", words) : null;
    }
    case "refund": {
      const refunded = request.event as EventPayloads["booking.refunded"] | undefined;
      return refunded ? t("refundText", { ...words, amount: amountIn(writing)(refunded.amountCents, refunded.currency ?? booking.currency) }) : null;
    }
    case "offer": {
      // Only while the offer stands: not yet claimed, paid or dropped, and its hold still running.
      if (!request.event || booking.status !== "pending" || booking.paymentSessionId || !booking.holdExpiresAt || booking.holdExpiresAt <= now) return null;
      // The deadline ('18:30'), within the hour or so the hold lasts, on the shop's clock.
      return t("offerText", { ...words, until: clockTimeIn(booking.holdExpiresAt, shop.timeZone, writing), claim: claimLink(booking.slotId) });
    }
  }
}
