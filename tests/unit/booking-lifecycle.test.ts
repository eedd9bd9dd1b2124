/** @jest-environment node */
import { describeHistoryEntry } from "@/components/booking/history-words";
import { describeMinutes } from "@/lib/format/duration";
import { bookingStatusWhere, bookingWireStatus } from "@/lib/server/bookings/booking-status";
import type { HistoryEntry } from "@/lib/server/bookings/booking-details";
import { testClockOf } from "@/lib/server/clock";
import { adminCancelSchema, bookingStatusChangeSchema, myBookingsQuerySchema, rescheduleSchema } from "@/lib/validation/booking";

const now = new Date("2026-11-22T10:00:00Z");
const later = new Date("2026-11-22T12:00:00Z");

describe("the no-show status", () => {
  it("is 'no-show' on the wire, whatever the clock, and filters as such", () => {
    expect(bookingWireStatus({ status: "no_show", holdExpiresAt: null, checkedInAt: null }, later, now, 0)).toBe("no-show");
    expect(bookingWireStatus({ status: "no_show", holdExpiresAt: null, checkedInAt: null }, now, later, 0)).toBe("no-show");
    expect(bookingStatusWhere("no-show", now, 0)).toEqual({ status: "no_show" });
    expect(myBookingsQuerySchema.parse({ status: "no-show" })).toEqual({ status: "no-show" });
  });
});

describe("the REST bodies of booking changes", () => {
  const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("reschedule takes a slot id", () => {
    expect(rescheduleSchema.safeParse({ slot: "6f1c1a52-2f3c-4a5e-9a57-0a4b3e1f5d10" }).success).toBe(true);
    expect(errors(rescheduleSchema.safeParse({ slot: "tomorrow" }))).toEqual([["slot", "must be a valid id"]]);
  });

  it("an admin's cancel needs a yes-or-no refund and a reason of at most 500 characters, trimmed", () => {
    expect(adminCancelSchema.parse({ refund: false, reason: "  Closed for flooding  " })).toEqual({ refund: false, reason: "Closed for flooding" });
    expect(errors(adminCancelSchema.safeParse({ refund: "true", reason: "x" }))).toEqual([["refund", "must be true or false"]]);
    expect(errors(adminCancelSchema.safeParse({ refund: true, reason: "   " }))).toEqual([["reason", "Give a reason: the customer's email quotes it"]]);
    // Invisible characters are no reason either.
    expect(errors(adminCancelSchema.safeParse({ refund: true, reason: "\u200B\u3164\u2800" }))).toEqual([["reason", "Give a reason: the customer's email quotes it"]]);
    expect(errors(adminCancelSchema.safeParse({ refund: true, reason: "x".repeat(501) }))).toEqual([["reason", "must be at most 500 characters"]]);
  });

  it("an admin closes a booking as complete or no-show, nothing else", () => {
    expect(bookingStatusChangeSchema.parse({ status: "no-show" })).toEqual({ status: "no-show" });
    expect(errors(bookingStatusChangeSchema.safeParse({ status: "cancel" }))).toEqual([["status", "must be complete or no-show"]]);
  });
});

describe("reminder offsets in words", () => {
  it("say minutes, hours, or days as people do", () => {
    expect(describeMinutes(30)).toBe("30 minutes");
    expect(describeMinutes(1)).toBe("1 minute");
    expect(describeMinutes(60)).toBe("1 hour");
    expect(describeMinutes(120)).toBe("2 hours");
    expect(describeMinutes(90)).toBe("1 hour 30 minutes");
    expect(describeMinutes(1440)).toBe("24 hours");
    expect(describeMinutes(4320)).toBe("3 days");
  });
});

describe("a booking's history in words", () => {
  const entry = (type: HistoryEntry["type"], details: Record<string, unknown>, actor: HistoryEntry["actor"] = { role: "customer", _id: "u1", name: "Nadia Rahman" }): HistoryEntry => ({
    _id: "e1",
    type,
    at: now.toISOString(),
    actor,
    details,
  });
  const shop = { role: "admin" as const, _id: "a1", name: "Karim Admin" };

  it("names the actor for admins, and says 'you' or 'the shop' to the customer", () => {
    const cancelled = entry("booking.cancelled", { cause: "admin", reason: "Flooded", refund: "waived" }, shop);
    expect(describeHistoryEntry(cancelled, "admin", "USD", "Gulshan Car Care")).toEqual({ title: "Cancelled", by: "by Karim Admin", note: "Reason: “Flooded” · Payment kept (no refund)" });
    expect(describeHistoryEntry({ ...cancelled, actor: { role: "admin", _id: null, name: null } }, "customer", "USD", "Gulshan Car Care").by).toBe("by the shop");
    expect(describeHistoryEntry(entry("booking.created", {}), "customer", "USD", "Gulshan Car Care")).toEqual({ title: "Booked, awaiting payment", by: "by you", note: null });
  });

  it("says what happened by itself in the shop's own name", () => {
    const refunded = entry("booking.refunded", { amountCents: 4000 }, { role: "system", _id: null, name: null });
    expect(describeHistoryEntry(refunded, "customer", "USD", "Banani Auto Spa").by).toBe("by Banani Auto Spa");
    expect(describeHistoryEntry(refunded, "admin", "USD", "Banani Auto Spa").by).toBe("by Banani Auto Spa");
  });

  it("tells moves, payments, refunds, reminders and automatic cancellations apart", () => {
    const slot = (date: string, startTime: string) => ({ date, startTime });
    expect(describeHistoryEntry(entry("booking.rescheduled", { from: slot("2026-11-25", "10:00"), to: slot("2026-11-26", "14:00") }), "customer", "USD", "Gulshan Car Care").title).toBe(
      "Moved from Nov 25 2026 at 10:00 to Nov 26 2026 at 14:00",
    );
    expect(describeHistoryEntry(entry("booking.paid", { amountCents: 4550, confirmed: true }), "customer", "USD", "Gulshan Car Care").title).toBe("Paid $45.50");
    expect(describeHistoryEntry(entry("booking.refunded", { amountCents: 4000 }, { role: "system", _id: null, name: null }), "customer", "USD", "Gulshan Car Care")).toEqual({
      title: "Refunded $40",
      by: "by Gulshan Car Care",
      note: null,
    });
    expect(describeHistoryEntry(entry("booking.email-sent", { email: "reminder", offsetMinutes: 1440 }, { role: "system", _id: null, name: null }), "customer", "USD", "Gulshan Car Care").title).toBe(
      "Reminder sent (24 hours before)",
    );
    expect(describeHistoryEntry(entry("booking.cancelled", { cause: "hold-expired", refund: "none" }, { role: "system", _id: null, name: null }), "admin", "USD", "Gulshan Car Care").note).toBe(
      "the hold on the slot ran out before payment",
    );
  });

  it("says what a payment that was not the price took, against what was due", () => {
    const system = { role: "system" as const, _id: null, name: null };
    expect(describeHistoryEntry(entry("booking.paid", { amountCents: 7450, confirmed: false, received: { minor: 1000, currency: "usd" } }), "admin", "usd", "Gulshan Car Care").title).toBe("Paid $10, not the $74.50 due");
    expect(describeHistoryEntry(entry("booking.paid", { amountCents: 7450, confirmed: false, received: { minor: 7450, currency: "eur" } }), "admin", "usd", "Gulshan Car Care").title).toBe("Paid €74.50, not the $74.50 due");
    expect(describeHistoryEntry(entry("booking.paid", { amountCents: 745000, confirmed: true, received: { minor: 7450, currency: "jpy" } }), "admin", "jpy", "Gulshan Car Care").title).toBe("Paid ¥7,450");
    expect(describeHistoryEntry(entry("booking.cancelled", { cause: "payment-mismatch", refund: "due" }, system), "customer", "usd", "Gulshan Car Care").note).toBe("the amount paid was not the booking's price");
    expect(describeHistoryEntry(entry("booking.refunded", { amountCents: 1000, currency: "eur", cause: "payment-mismatch" }, system), "customer", "usd", "Gulshan Car Care").title).toBe("Refunded €10");
  });
});

describe("the test clock", () => {
  const secret = "s".repeat(40);
  const headers = (values: Record<string, string>) => new Headers(values);
  const original = process.env.TEST_CLOCK_SECRET;
  afterEach(() => {
    if (original === undefined) delete process.env.TEST_CLOCK_SECRET;
    else process.env.TEST_CLOCK_SECRET = original;
  });

  it("is ignored where the server has no secret (production)", () => {
    delete process.env.TEST_CLOCK_SECRET;
    expect(testClockOf(headers({ "x-test-now": later.toISOString(), "x-test-clock-secret": secret }))).toBeNull();
  });

  it("is ignored with a wrong, missing or short secret, and for a time that is not one", () => {
    process.env.TEST_CLOCK_SECRET = secret;
    expect(testClockOf(headers({ "x-test-now": later.toISOString(), "x-test-clock-secret": "t".repeat(40) }))).toBeNull();
    expect(testClockOf(headers({ "x-test-now": later.toISOString() }))).toBeNull();
    expect(testClockOf(headers({ "x-test-now": "soon", "x-test-clock-secret": secret }))).toBeNull();
    process.env.TEST_CLOCK_SECRET = "short";
    expect(testClockOf(headers({ "x-test-now": later.toISOString(), "x-test-clock-secret": "short" }))).toBeNull();
  });

  it("sets the request's time with the server's secret", () => {
    process.env.TEST_CLOCK_SECRET = secret;
    expect(testClockOf(headers({ "x-test-now": later.toISOString(), "x-test-clock-secret": secret }))).toEqual(later);
  });
});
