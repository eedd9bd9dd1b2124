import "server-only";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import type { BookingWithParts } from "@/lib/server/mail/booking-emails";
import type { BusinessSettings } from "@/lib/server/settings/defaults";
import type { SmsTextKind } from "@/lib/validation/settings";

const smsText = messages.sms;

/** What a delivery row says about a booking text: one of the kinds a shop may switch (Business settings' `smsTexts`). */
export type TextKind = Extract<SmsTextKind, "confirmation" | "reminder">;
export type TextRequest = { kind: TextKind; details: { offsetMinutes?: number; startsAt?: string } };

/** 'Sat 28 Nov 10:00': a start on the shop's clock, short enough for a text (the shop's zone is the reader's). */
export const shortWhen = (instant: Date | string, timeZone: string) => format(new TZDate(new Date(instant).getTime(), timeZone), "EEE d MMM HH:mm");

/** The booking's own page, and where texts are stopped (the profile's Phone section). */
export const bookingLink = (bookingId: string) => `${env().APP_URL}/dashboard/user/my-bookings/${bookingId}`;
export const stopLink = () => `${env().APP_URL}/dashboard/user#phone`;

/**
 * The text a delivery stands for, from the booking as it is now; or null when it is no longer true
 * (a reminder of a cancelled or moved booking, a confirmation of a booking cancelled before it went out).
 */
export function composeBookingText(request: TextRequest, booking: BookingWithParts, shop: BusinessSettings, now: Date): string | null {
  const words = { shop: shop.businessName, service: booking.service.name, when: shortWhen(booking.slot.startsAt, shop.timeZone), link: bookingLink(booking.id), stop: stopLink() };
  switch (request.kind) {
    case "confirmation":
      return booking.status === "confirm" || booking.status === "complete" ? smsText.confirmationText(words) : null;
    case "reminder": {
      const { offsetMinutes, startsAt } = request.details;
      if (!offsetMinutes || booking.status !== "confirm" || booking.slot.startsAt.toISOString() !== startsAt || booking.slot.startsAt <= now) return null;
      return smsText.reminderText(words);
    }
  }
}
