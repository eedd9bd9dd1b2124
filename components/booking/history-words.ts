import { bookingMessages } from "@/lib/messages/booking";
import { bookingChangesMessages } from "@/lib/messages/booking-changes";
import { historyMessages } from "@/lib/messages/history";
import type { ManualRefundMethod } from "@/lib/validation/booking";
import type { HistoryEntry } from "@/lib/server/bookings/booking-details";
import { describeMinutes } from "@/lib/format/duration";
import { formatPrice, fromMinorUnits, minorAmount, sameAmount, type MinorAmount } from "@/lib/format/money";
import { formatDisplayDate } from "@/lib/format/time";

const h = historyMessages;

type SlotRef = { date: string; startTime: string };
type Viewer = "customer" | "admin";

const slotWords = (slot: SlotRef | undefined) => (slot ? `${formatDisplayDate(slot.date)} ${bookingMessages.at} ${slot.startTime}` : "");
/** An amount of the booking, in the currency it was made in. */
const dollars = (cents: unknown, currency: string) => formatPrice(Number(cents ?? 0) / 100, currency);

/** Who did it, as the viewer reads it: "you" or the shop for a customer; names for an admin; what happened by itself, the shop's name. */
function who(entry: HistoryEntry, viewer: Viewer, shop: string): string {
  if (entry.actor.role === "system") return shop;
  if (viewer === "customer") return entry.actor.role === "customer" ? h.you : h.shop;
  return entry.actor.name ?? (entry.actor.role === "admin" ? h.shop : "");
}

/** One history entry in words: what happened, and a second line where there is more to say (a reason). `shop`: the business's name. */
export function describeHistoryEntry(entry: HistoryEntry, viewer: Viewer, currency: string, shop: string): { title: string; by: string; note: string | null } {
  const d = entry.details;
  const by = h.by(who(entry, viewer, shop));
  switch (entry.type) {
    case "booking.created":
      return { title: h.created, by, note: null };
    case "booking.paid": {
      const received = d.received as MinorAmount | undefined;
      if (received && !sameAmount(received, minorAmount(Number(d.amountCents ?? 0), currency))) {
        return { title: h.paidWrongAmount(formatPrice(fromMinorUnits(received), received.currency), dollars(d.amountCents, currency)), by, note: null };
      }
      if (d.method === "cash" || d.method === "card") return { title: h.paidAtCounter(dollars(d.amountCents, currency), d.method), by, note: null };
      return { title: d.confirmed === false ? h.paidTooLate(dollars(d.amountCents, currency)) : h.paid(dollars(d.amountCents, currency)), by, note: null };
    }
    case "booking.rescheduled":
      return { title: h.rescheduled(slotWords(d.from as SlotRef), slotWords(d.to as SlotRef)), by, note: null };
    case "booking.cancelled": {
      const cause = h.causes[(d.cause as keyof typeof h.causes) ?? "customer"] ?? "";
      const notes = [cause, typeof d.reason === "string" && d.reason ? h.reason(d.reason) : "", d.refund === "waived" ? h.refundWaived : d.refund === "by-hand" ? h.refundByHand : ""].filter(Boolean);
      return { title: h.cancelled, by, note: notes.length ? notes.join(" · ") : null };
    }
    case "booking.refunded": {
      const amount = dollars(d.amountCents, typeof d.currency === "string" ? d.currency : currency);
      const method = typeof d.method === "string" ? bookingChangesMessages.refundMethods[d.method as ManualRefundMethod] : undefined;
      if (method) return { title: h.refundedByHand(amount, method), by, note: typeof d.note === "string" && d.note ? h.note(d.note) : null };
      return { title: h.refunded(amount), by, note: null };
    }
    case "booking.completed":
      return { title: h.completed, by, note: null };
    case "booking.no-show":
      return { title: h.noShow, by, note: null };
    case "booking.checked-in":
      return { title: h.checkedIn, by, note: null };
    case "booking.offered":
      return { title: h.offered, by, note: null };
    case "booking.retimed":
      return { title: h.retimed(String(d.timeZone ?? "")), by, note: null };
    case "booking.email-sent": {
      const kind = d.email as keyof typeof h.emailSent;
      if (kind === "reminder" && typeof d.offsetMinutes === "number") return { title: h.reminderBefore(describeMinutes(d.offsetMinutes)), by, note: null };
      return { title: h.emailSent[kind] ?? h.emailSent.confirmation, by, note: null };
    }
    // Not about a booking (no booking's history holds them): for webhooks and the waitlist only.
    case "review.created":
    case "service.updated":
    case "slots.changed":
      return { title: entry.type, by, note: null };
  }
}
