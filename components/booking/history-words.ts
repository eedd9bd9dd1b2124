import type { ManualRefundMethod } from "@/lib/validation/booking";
import type { HistoryEntry } from "@/lib/server/bookings/booking-details";
import { describeMinutes } from "@/lib/format/duration";
import { formatPrice, fromMinorUnits, minorAmount, sameAmount, type MinorAmount } from "@/lib/format/money";
import { formatClock, formatDisplayDate } from "@/lib/format/time";
import { translator } from "@/lib/i18n/translate";
import type { AccountWords } from "@/lib/server/i18n/account-words";

type SlotRef = { date: string; startTime: string };
type Viewer = "customer" | "admin";

/** English, as the staff's pages (and a call without words) read a booking's history. */
const ENGLISH: AccountWords = { locale: "en", t: translator("en", "account"), writing: { locale: "en" } };

const CAUSES = ["hold-expired", "checkout-closed", "slot-taken", "payment-mismatch", "service-removed"] as const;
const EMAILS = ["confirmation", "reminder", "cancellation", "reschedule", "refund", "offer"] as const;
const REFUND_METHODS: readonly ManualRefundMethod[] = ["cash", "card", "transfer", "other"];

/** Who did it, as the viewer reads it: "you" or the shop for a customer; names for an admin; what happened by itself, the shop's name. */
function who(entry: HistoryEntry, viewer: Viewer, shop: string, { t }: AccountWords): string {
  if (entry.actor.role === "system") return shop;
  if (viewer === "customer") return entry.actor.role === "customer" ? t("history.you") : t("history.shop");
  return entry.actor.name ?? (entry.actor.role === "admin" ? t("history.shop") : "");
}

/**
 * One history entry in words: what happened, and a second line where there is more to say (a reason). `shop`: the
 * business's name; `words`: the page's language (a customer's pages), English without.
 */
export function describeHistoryEntry(entry: HistoryEntry, viewer: Viewer, currency: string, shop: string, words: AccountWords = ENGLISH): { title: string; by: string; note: string | null } {
  const { t, writing } = words;
  const detailsText = entry.details;
  const slotWords = (slot: SlotRef | undefined) => (slot ? t("history.slot", { date: formatDisplayDate(slot.date, writing), time: formatClock(slot.startTime, writing) }) : "");
  /** An amount of the booking, in the currency it was made in. */
  const dollars = (cents: unknown, inCurrency: string) => formatPrice(Number(cents ?? 0) / 100, inCurrency, writing);
  const by = t("history.by", { who: who(entry, viewer, shop, words) });
  switch (entry.type) {
    case "booking.created":
      return { title: t("history.created"), by, note: null };
    case "booking.paid": {
      const received = detailsText.received as MinorAmount | undefined;
      // A deposit: what was due online, not the whole amount.
      const due = detailsText.dueOnlineCents ?? detailsText.amountCents;
      if (received && !sameAmount(received, minorAmount(Number(due ?? 0), currency))) {
        return { title: t("history.paidWrongAmount", { paid: formatPrice(fromMinorUnits(received), received.currency, writing), due: dollars(due, currency) }), by, note: null };
      }
      if (detailsText.dueOnlineCents !== undefined && detailsText.confirmed !== false) {
        return { title: t("facts.paidDeposit", { paid: dollars(detailsText.dueOnlineCents, currency), atShop: dollars(Number(detailsText.amountCents ?? 0) - Number(detailsText.dueOnlineCents), currency) }), by, note: null };
      }
      if (detailsText.method === "cash" || detailsText.method === "card" || detailsText.method === "wallet") return { title: t("history.paidAtCounter", { amount: dollars(detailsText.amountCents, currency), method: detailsText.method }), by, note: null };
      return { title: detailsText.confirmed === false ? t("history.paidTooLate", { amount: dollars(detailsText.amountCents, currency) }) : t("history.paid", { amount: dollars(detailsText.amountCents, currency) }), by, note: null };
    }
    case "booking.confirmed":
      return { title: t("history.confirmedPayAtShop", { amount: dollars(detailsText.dueAtShopCents, currency) }), by, note: null };
    case "booking.rescheduled":
      return { title: t("history.rescheduled", { from: slotWords(detailsText.from as SlotRef), to: slotWords(detailsText.to as SlotRef) }), by, note: null };
    case "booking.cancelled": {
      // Cancelled by the customer or the shop: who did it says enough.
      const cause = CAUSES.find((known) => known === detailsText.cause);
      const notes = [
        cause ? t(`history.causes.${cause}`) : "",
        typeof detailsText.reason === "string" && detailsText.reason ? t("history.reason", { text: detailsText.reason }) : "",
        detailsText.refund === "waived" ? t("history.refundWaived") : detailsText.refund === "by-hand" ? t("history.refundByHand") : "",
      ].filter(Boolean);
      return { title: t("history.cancelled"), by, note: notes.length ? notes.join(" · ") : null };
    }
    case "booking.refunded": {
      const amount = dollars(detailsText.amountCents, typeof detailsText.currency === "string" ? detailsText.currency : currency);
      const method = REFUND_METHODS.find((known) => known === detailsText.method);
      if (method) return { title: t("history.refundedByHand", { amount, method: t(`facts.refundMethods.${method}`) }), by, note: typeof detailsText.note === "string" && detailsText.note ? t("history.note", { text: detailsText.note }) : null };
      return { title: t("history.refunded", { amount }), by, note: null };
    }
    case "booking.completed":
      return { title: t("history.completed"), by, note: null };
    case "booking.no-show":
      return { title: t("history.noShow"), by, note: null };
    case "booking.checked-in":
      return { title: t("history.checkedIn"), by, note: null };
    case "booking.offered":
      return { title: t("history.offered"), by, note: null };
    case "booking.retimed":
      return { title: t("history.retimed", { zone: String(detailsText.timeZone ?? "") }), by, note: null };
    case "booking.email-sent": {
      const kind = EMAILS.find((known) => known === detailsText.email);
      if (kind === "reminder" && typeof detailsText.offsetMinutes === "number") return { title: t("history.reminderBefore", { before: describeMinutes(detailsText.offsetMinutes, writing) }), by, note: null };
      return { title: t(`history.emailSent.${kind ?? "confirmation"}`), by, note: null };
    }
    // Not about a booking (no booking's history holds them): for webhooks and the waitlist only.
    case "review.created":
    case "service.updated":
    case "slots.changed":
      return { title: entry.type, by, note: null };
  }
}
