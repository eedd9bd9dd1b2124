import { bookingMessages } from "@/lib/messages/booking";
import { bookingChangesMessages } from "@/lib/messages/booking-changes";
import { historyMessages } from "@/lib/messages/history";
import { paymentsDepositsMessages } from "@/lib/messages/payments-deposits";
import type { ManualRefundMethod } from "@/lib/validation/booking";
import type { HistoryEntry } from "@/lib/server/bookings/booking-details";
import { describeMinutes } from "@/lib/format/duration";
import { formatPrice, fromMinorUnits, minorAmount, sameAmount, type MinorAmount } from "@/lib/format/money";
import { formatDisplayDate } from "@/lib/format/time";

const historyText = historyMessages;

type SlotRef = { date: string; startTime: string };
type Viewer = "customer" | "admin";

const slotWords = (slot: SlotRef | undefined) => (slot ? `${formatDisplayDate(slot.date)} ${bookingMessages.at} ${slot.startTime}` : "");
/** An amount of the booking, in the currency it was made in. */
const dollars = (cents: unknown, currency: string) => formatPrice(Number(cents ?? 0) / 100, currency);

/** Who did it, as the viewer reads it: "you" or the shop for a customer; names for an admin; what happened by itself, the shop's name. */
function who(entry: HistoryEntry, viewer: Viewer, shop: string): string {
  if (entry.actor.role === "system") return shop;
  if (viewer === "customer") return entry.actor.role === "customer" ? historyText.you : historyText.shop;
  return entry.actor.name ?? (entry.actor.role === "admin" ? historyText.shop : "");
}

/** One history entry in words: what happened, and a second line where there is more to say (a reason). `shop`: the business's name. */
export function describeHistoryEntry(entry: HistoryEntry, viewer: Viewer, currency: string, shop: string): { title: string; by: string; note: string | null } {
  const detailsText = entry.details;
  const by = historyText.by(who(entry, viewer, shop));
  switch (entry.type) {
    case "booking.created":
      return { title: historyText.created, by, note: null };
    case "booking.paid": {
      const received = detailsText.received as MinorAmount | undefined;
      // A deposit: what was due online, not the whole amount.
      const due = detailsText.dueOnlineCents ?? detailsText.amountCents;
      if (received && !sameAmount(received, minorAmount(Number(due ?? 0), currency))) {
        return { title: historyText.paidWrongAmount(formatPrice(fromMinorUnits(received), received.currency), dollars(due, currency)), by, note: null };
      }
      if (detailsText.dueOnlineCents !== undefined && detailsText.confirmed !== false) {
        return { title: paymentsDepositsMessages.paidDeposit(dollars(detailsText.dueOnlineCents, currency), dollars(Number(detailsText.amountCents ?? 0) - Number(detailsText.dueOnlineCents), currency)), by, note: null };
      }
      if (detailsText.method === "cash" || detailsText.method === "card" || detailsText.method === "wallet") return { title: historyText.paidAtCounter(dollars(detailsText.amountCents, currency), detailsText.method), by, note: null };
      return { title: detailsText.confirmed === false ? historyText.paidTooLate(dollars(detailsText.amountCents, currency)) : historyText.paid(dollars(detailsText.amountCents, currency)), by, note: null };
    }
    case "booking.confirmed":
      return { title: historyText.confirmedPayAtShop(dollars(detailsText.dueAtShopCents, currency)), by, note: null };
    case "booking.rescheduled":
      return { title: historyText.rescheduled(slotWords(detailsText.from as SlotRef), slotWords(detailsText.to as SlotRef)), by, note: null };
    case "booking.cancelled": {
      const cause = historyText.causes[(detailsText.cause as keyof typeof historyText.causes) ?? "customer"] ?? "";
      const notes = [cause, typeof detailsText.reason === "string" && detailsText.reason ? historyText.reason(detailsText.reason) : "", detailsText.refund === "waived" ? historyText.refundWaived : detailsText.refund === "by-hand" ? historyText.refundByHand : ""].filter(Boolean);
      return { title: historyText.cancelled, by, note: notes.length ? notes.join(" · ") : null };
    }
    case "booking.refunded": {
      const amount = dollars(detailsText.amountCents, typeof detailsText.currency === "string" ? detailsText.currency : currency);
      const method = typeof detailsText.method === "string" ? bookingChangesMessages.refundMethods[detailsText.method as ManualRefundMethod] : undefined;
      if (method) return { title: historyText.refundedByHand(amount, method), by, note: typeof detailsText.note === "string" && detailsText.note ? historyText.note(detailsText.note) : null };
      return { title: historyText.refunded(amount), by, note: null };
    }
    case "booking.completed":
      return { title: historyText.completed, by, note: null };
    case "booking.no-show":
      return { title: historyText.noShow, by, note: null };
    case "booking.checked-in":
      return { title: historyText.checkedIn, by, note: null };
    case "booking.offered":
      return { title: historyText.offered, by, note: null };
    case "booking.retimed":
      return { title: historyText.retimed(String(detailsText.timeZone ?? "")), by, note: null };
    case "booking.email-sent": {
      const kind = detailsText.email as keyof typeof historyText.emailSent;
      if (kind === "reminder" && typeof detailsText.offsetMinutes === "number") return { title: historyText.reminderBefore(describeMinutes(detailsText.offsetMinutes)), by, note: null };
      return { title: historyText.emailSent[kind] ?? historyText.emailSent.confirmation, by, note: null };
    }
    // Not about a booking (no booking's history holds them): for webhooks and the waitlist only.
    case "review.created":
    case "service.updated":
    case "slots.changed":
      return { title: entry.type, by, note: null };
  }
}
