import "server-only";
import { createEvent } from "ics";
import MarkdownIt from "markdown-it";
import type { Booking, BookingItem, Service, Slot, User, Vehicle, VehicleClass } from "@/lib/generated/prisma/client";
import { addOnsOf, bookedToPayAtShop, bookingLines, describeVehicle, isPlainBooking, visitMinutes } from "@/lib/format/booking-items";
import { describeVisit } from "@/lib/format/time";
import type { BusinessSettings } from "@/lib/server/settings/defaults";
import { amountIn, flag, lineWordsIn, mailWords, writingFor, type CustomerWriting } from "./customer-language";
import type { Mail, MailAttachment } from "./mailer";

/**
 * What a booking's emails and calendar file say, written from the booking's rows alone (no database,
 * no clock): booking-emails.ts reads the rows and decides which email is due. Every word is the
 * customer's language's (lib/messages/<language>/mail.json), with its dates and amounts.
 */

/** A booking with what its emails tell: its customer, service and slot, its vehicle class, vehicle and lines. */
export type BookingWithParts = Booking & { customer: User; service: Service; slot: Slot; vehicleClass: VehicleClass | null; vehicle: Vehicle | null; items: BookingItem[] };

/** The language to write to a booking's customer in (their choice, else the booking's, else the shop's). */
export const writingOf = (booking: BookingWithParts, shop: Pick<BusinessSettings, "defaultLocale" | "latinDigits">): CustomerWriting => writingFor(booking.customer, booking, shop);

/**
 * When the visit is, in words, from a start in the shop's zone: as long as the service takes, or for
 * a booking with a class, vehicle or add-ons, its real length (its slot's plus its extra minutes).
 */
export const describeVisitOf = (booking: BookingWithParts, startsAt: Date | string, timeZone: string, writing?: CustomerWriting) =>
  describeVisit(startsAt, visitMinutes(booking, booking.slot), timeZone, writing);

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
  const writing = writingOf(booking, shop);
  const t = mailWords(writing);
  const method = kind === "cancelled" ? "CANCEL" : "PUBLISH";
  const start = new Date(request.startsAt).getTime();
  const reference = t("calendarReference", { id: booking.id });
  const vehicle = describeVehicle(booking);
  const addOns = addOnsOf(booking, lineWordsIn(writing));
  const calendar = createEvent({
    uid: `${booking.id}@spotless`,
    productId: "spotless/booking",
    method,
    status: kind === "cancelled" ? "CANCELLED" : "CONFIRMED",
    sequence: request.sequence,
    title: t("calendarTitle", { service: booking.service.name, shop: shop.businessName }),
    description: isPlainBooking(booking)
      ? reference
      : t("calendarDescription", { reference, vehicle, hasVehicle: flag(vehicle !== ""), addOns: addOns.join(", "), hasAddOns: flag(addOns.length > 0) }),
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

/** What an itemised confirmation says, in the customer's language. */
type Itemised = {
  name: string;
  service: string;
  when: string;
  duration: number;
  vehicle: string;
  lines: { name: string; amount: string }[];
  total: string;
  /** False for a deposit (the total is then not all paid; the deposit's own line says what was). */
  paidInFull: boolean;
  /** Booked to pay at the shop. */
  atShop: boolean;
  reference: string;
  link: string;
};

const escapeHtml = new MarkdownIt().utils.escapeHtml;

/** The text part of an itemised confirmation: its lines one a line. */
function confirmationText(d: Itemised, writing: CustomerWriting): string {
  const t = mailWords(writing);
  const lines = d.lines.map((line) => t("itemisedLine", line)).join("\n");
  return t("itemisedMailText", { ...d, lines, hasVehicle: flag(d.vehicle !== ""), paidInFull: flag(d.paidInFull), atShop: flag(d.atShop) });
}

/** The HTML part of an itemised confirmation: the same words as its text, the lines as a table. */
function confirmationHtml(d: Itemised, writing: CustomerWriting): string {
  const t = mailWords(writing);
  const e = escapeHtml;
  const fact = (label: string, value: string) => `<tr><th align="left" style="padding:2px 12px 2px 0">${e(label)}</th><td>${e(value)}</td></tr>`;
  const line = (name: string, amount: string) => `<tr><td style="padding:2px 12px 2px 0">${e(name)}</td><td align="right">${e(amount)}</td></tr>`;
  return [
    `<!doctype html><html${writing.locale === "en" ? "" : ` lang="${writing.locale}"`}><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${e(t("mailHtml.hello", { name: d.name }))}</p><p>${e(d.atShop ? t("mailHtml.confirmedAtShop") : t("mailHtml.confirmed"))}</p>`,
    `<table role="presentation">${fact(t("mailHtml.service"), d.service)}${fact(t("mailHtml.when"), d.when)}${fact(t("mailHtml.duration"), t("mailHtml.minutes", { minutes: d.duration }))}${d.vehicle ? fact(t("vehicle"), d.vehicle) : ""}</table>`,
    `<table><caption style="text-align:left;font-weight:bold">${e(t("lines"))}</caption>`,
    `<thead><tr><th align="left">${e(t("item"))}</th><th align="right">${e(t("price"))}</th></tr></thead>`,
    `<tbody>${d.lines.map((item) => line(item.name, item.amount)).join("")}</tbody>`,
    `<tfoot><tr><th align="left">${e(d.atShop ? t("mailHtml.totalAtShop") : d.paidInFull ? t("mailHtml.totalPaid") : t("mailHtml.total"))}</th><th align="right">${e(d.total)}</th></tr></tfoot></table>`,
    `<p>${e(t("mailHtml.reference"))}: <strong>${e(d.reference)}</strong></p>`,
    `<p>${e(t("mailHtml.calendar"))} <a href="${e(d.link)}">${e(t("mailHtml.myBookings"))}</a></p>`,
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
  const writing = writingOf(booking, shop);
  const t = mailWords(writing);
  const amountOf = amountIn(writing);
  const attachments = [bookingCalendarFile({ booking, startsAt: booking.slot.startsAt, kind: "confirmed", sequence: booking.calendarSequence, shop, link })];
  const subject = t("mailSubject", { service: booking.service.name, shop: shop.businessName });
  const details = { name: request.name, service: booking.service.name, when: describeVisitOf(booking, booking.slot.startsAt, shop.timeZone, writing), reference: booking.reference, link };
  // Booked to pay at the shop: nothing was paid; it says what to pay there.
  const atShop = bookedToPayAtShop(booking);
  // Paid with a deposit: what was paid, and what is left to pay at the shop.
  const deposit = atShop
    ? null
    : booking.amountDueAtShopCents > 0
      ? t("mailDeposit", { paid: amountOf(booking.amountDueOnlineCents ?? booking.amountCents, booking.currency), atShop: amountOf(booking.amountDueAtShopCents, booking.currency) })
      : null;
  if (isPlainBooking(booking)) {
    const amount = amountOf(atShop ? booking.amountCents : (booking.amountDueOnlineCents ?? booking.amountCents), booking.currency);
    const text = t("mailText", { ...details, duration: booking.service.duration, amount, atShop: flag(atShop) });
    return { subject, text: deposit ? `${text}\n\n${deposit}` : text, attachments };
  }
  const itemised: Itemised = {
    ...details,
    duration: visitMinutes(booking, booking.slot),
    vehicle: describeVehicle(booking),
    lines: bookingLines(booking, lineWordsIn(writing)),
    total: amountOf(booking.amountCents, booking.currency),
    paidInFull: !deposit && !atShop,
    atShop,
  };
  const text = confirmationText(itemised, writing);
  const html = confirmationHtml(itemised, writing);
  if (!deposit) return { subject, text, html, attachments };
  return { subject, text: `${text}\n\n${deposit}`, html: html.replace("</body>", `<p>${escapeHtml(deposit)}</p></body>`), attachments };
}
