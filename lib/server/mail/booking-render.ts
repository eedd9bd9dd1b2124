import "server-only";
import { createEvent } from "ics";
import MarkdownIt from "markdown-it";
import type { Booking, BookingItem, Service, Slot, User, Vehicle, VehicleClass } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { centsToDollars, formatPrice } from "@/lib/format/money";
import { addOnsOf, bookedToPayAtShop, bookingLines, describeVehicle, isPlainBooking, visitMinutes } from "@/lib/format/booking-items";
import { describeVisit } from "@/lib/format/time";
import type { BusinessSettings } from "@/lib/server/settings/defaults";
import type { Mail, MailAttachment } from "./mailer";

const paymentsDepositsMessages = messages.paymentsDeposits;

/**
 * What a booking's emails and calendar file say, written from the booking's rows alone (no database,
 * no clock): booking-emails.ts reads the rows and decides which email is due.
 */

const bookingText = messages.booking;
const displayText = messages.vehicleDisplay;

/** A booking with what its emails tell: its customer, service and slot, its vehicle class, vehicle and lines. */
export type BookingWithParts = Booking & { customer: User; service: Service; slot: Slot; vehicleClass: VehicleClass | null; vehicle: Vehicle | null; items: BookingItem[] };

const amountOf = (cents: number, currency: string) => formatPrice(centsToDollars(cents), currency);

/**
 * When the visit is, in words, from a start in the shop's zone: as long as the service takes, or for
 * a booking with a class, vehicle or add-ons, its real length (its slot's plus its extra minutes).
 */
export const describeVisitOf = (booking: BookingWithParts, startsAt: Date | string, timeZone: string) => describeVisit(startsAt, visitMinutes(booking, booking.slot), timeZone);

/**
 * The booking as a calendar event, as long as the visit (describeVisitOf) and
 * at the shop's address; a booking with a class, vehicle or add-ons lists them
 * in its description. Every file about one booking has the same UID; a new
 * time raises SEQUENCE, and a cancellation is METHOD:CANCEL with
 * STATUS:CANCELLED, so calendars move or remove the event the confirmation
 * added instead of adding another.
 */
export function bookingCalendarFile(request: { booking: BookingWithParts; startsAt: Date | string; kind: "confirmed" | "cancelled"; sequence: number; shop: BusinessSettings; link: string }): MailAttachment {
  const { booking, kind, shop } = request;
  const method = kind === "cancelled" ? "CANCEL" : "PUBLISH";
  const start = new Date(request.startsAt).getTime();
  const reference = `Booking reference ${booking.id}`;
  const calendar = createEvent({
    uid: `${booking.id}@spotless`,
    productId: "spotless/booking",
    method,
    status: kind === "cancelled" ? "CANCELLED" : "CONFIRMED",
    sequence: request.sequence,
    title: `${booking.service.name} (${shop.businessName})`,
    description: isPlainBooking(booking) ? reference : displayText.calendarDescription({ reference, vehicle: describeVehicle(booking), addOns: addOnsOf(booking) }),
    start,
    startInputType: "utc",
    startOutputType: "utc",
    end: start + visitMinutes(booking, booking.slot) * 60_000,
    endInputType: "utc",
    endOutputType: "utc",
    url: request.link,
    ...(shop.address && { location: shop.address }),
  });
  if (calendar.error || !calendar.value) throw calendar.error ?? new Error("The calendar event could not be made");
  return { filename: "spotless-booking.ics", content: calendar.value, contentType: `text/calendar; charset=utf-8; method=${method}` };
}

type Itemised = Parameters<typeof displayText.mailText>[0];

const escapeHtml = new MarkdownIt().utils.escapeHtml;

/** The HTML part of an itemised confirmation: the same words as its text, the lines as a table. */
function confirmationHtml(d: Itemised): string {
  const words = displayText.mailHtml;
  const e = escapeHtml;
  const fact = (label: string, value: string) => `<tr><th align="left" style="padding:2px 12px 2px 0">${e(label)}</th><td>${e(value)}</td></tr>`;
  const line = (name: string, amount: string) => `<tr><td style="padding:2px 12px 2px 0">${e(name)}</td><td align="right">${e(amount)}</td></tr>`;
  return [
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${e(words.hello(d.name))}</p><p>${e(d.atShop ? words.confirmedAtShop : words.confirmed)}</p>`,
    `<table role="presentation">${fact(words.service, d.service)}${fact(words.when, d.when)}${fact(words.duration, words.minutes(d.duration))}${d.vehicle ? fact(displayText.vehicle, d.vehicle) : ""}</table>`,
    `<table><caption style="text-align:left;font-weight:bold">${e(displayText.lines)}</caption>`,
    `<thead><tr><th align="left">${e(displayText.item)}</th><th align="right">${e(displayText.price)}</th></tr></thead>`,
    `<tbody>${d.lines.map((item) => line(item.name, item.amount)).join("")}</tbody>`,
    `<tfoot><tr><th align="left">${e(d.atShop ? words.totalAtShop : d.paidInFull ? words.totalPaid : words.total)}</th><th align="right">${e(d.total)}</th></tr></tfoot></table>`,
    `<p>${e(words.reference)}: <strong>${e(d.reference)}</strong></p>`,
    `<p>${e(words.calendar)} <a href="${e(d.link)}">${e(words.myBookings)}</a></p>`,
    `</body></html>`,
  ].join("");
}

/**
 * The confirmation of a paid booking, with its calendar file. A booking of the default class alone
 * reads exactly as it always did (text only); one with another class, a vehicle or add-ons lists its
 * lines, total and vehicle, in a plain-text and an HTML part.
 */
export function confirmationMail(request: { booking: BookingWithParts; name: string; shop: BusinessSettings; link: string }): Omit<Mail, "to"> {
  const { booking, shop, link } = request;
  const attachments = [bookingCalendarFile({ booking, startsAt: booking.slot.startsAt, kind: "confirmed", sequence: booking.calendarSequence, shop, link })];
  const subject = bookingText.mailSubject(booking.service.name, shop.businessName);
  const details = { name: request.name, service: booking.service.name, when: describeVisitOf(booking, booking.slot.startsAt, shop.timeZone), reference: booking.reference, link };
  // Booked to pay at the shop: nothing was paid; it says what to pay there.
  const atShop = bookedToPayAtShop(booking);
  // Paid with a deposit: what was paid, and what is left to pay at the shop.
  const deposit =
    atShop ? null : booking.amountDueAtShopCents > 0 ? paymentsDepositsMessages.mailDeposit(amountOf(booking.amountDueOnlineCents ?? booking.amountCents, booking.currency), amountOf(booking.amountDueAtShopCents, booking.currency)) : null;
  if (isPlainBooking(booking)) {
    const amount = amountOf(atShop ? booking.amountCents : (booking.amountDueOnlineCents ?? booking.amountCents), booking.currency);
    const text = bookingText.mailText({ ...details, duration: booking.service.duration, amount, atShop });
    return { subject, text: deposit ? `${text}\n\n${deposit}` : text, attachments };
  }
  const itemised: Itemised = { ...details, duration: visitMinutes(booking, booking.slot), vehicle: describeVehicle(booking), lines: bookingLines(booking), total: amountOf(booking.amountCents, booking.currency), paidInFull: !deposit && !atShop, atShop };
  const html = confirmationHtml(itemised);
  if (!deposit) return { subject, text: displayText.mailText(itemised), html, attachments };
  return { subject, text: `${displayText.mailText(itemised)}\n\n${deposit}`, html: html.replace("</body>", `<p>${escapeHtml(deposit)}</p></body>`), attachments };
}
