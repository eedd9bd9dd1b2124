/** @jest-environment node */
import { formatCountdown, slotCountdown } from "@/lib/format/countdown";
import { formatPrice, minorUnits } from "@/lib/format/money";
import { requiredRole } from "@/lib/policy/page-guards";
import { awaitsSettling, bookingStatusWhere, bookingWireStatus } from "@/lib/server/bookings/booking-status";
import { firstRunSettings } from "@/lib/server/settings/defaults";
import { formatSlotTime } from "@/lib/format/time";
import { bookingFormSchema, createBookingSchema, myBookingsQuerySchema } from "@/lib/validation/booking";

const now = new Date("2026-11-22T10:00:00Z");
const later = new Date("2026-11-22T12:00:00Z");
const earlier = new Date("2026-11-22T09:00:00Z");
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("booking status on the wire", () => {
  it("holds a slot for 30 minutes until the shop chooses another hold", () => {
    expect(firstRunSettings({}).holdMinutes).toBe(30);
  });

  it("reads a pending booking whose hold ran out as cancelled, without waiting for a webhook", () => {
    expect(bookingWireStatus({ status: "pending", holdExpiresAt: later, checkedInAt: null }, later, now, 0)).toBe("pending");
    expect(bookingWireStatus({ status: "pending", holdExpiresAt: earlier, checkedInAt: null }, later, now, 0)).toBe("cancel");
    expect(bookingWireStatus({ status: "pending", holdExpiresAt: now, checkedInAt: null }, later, now, 0)).toBe("cancel");
    expect(bookingWireStatus({ status: "pending", holdExpiresAt: null, checkedInAt: null }, later, now, 0)).toBe("cancel");
  });

  it("reads a confirmed booking whose slot has ended as complete", () => {
    expect(bookingWireStatus({ status: "confirm", holdExpiresAt: null, checkedInAt: null }, later, now, 0)).toBe("confirm");
    expect(bookingWireStatus({ status: "confirm", holdExpiresAt: null, checkedInAt: null }, earlier, now, 0)).toBe("complete");
    expect(bookingWireStatus({ status: "cancel", holdExpiresAt: null, checkedInAt: null }, earlier, now, 0)).toBe("cancel");
  });

  it("keeps an ended booking confirmed while the shop's grace for settling it lasts, unless its customer was checked in", () => {
    const ended = { status: "confirm" as const, holdExpiresAt: null, checkedInAt: null };
    const endedAt = new Date(now.getTime() - 23 * 3_600_000);
    expect(bookingWireStatus(ended, endedAt, now, 24)).toBe("confirm");
    expect(awaitsSettling(ended, endedAt, now, 24)).toBe(true);
    expect(bookingWireStatus(ended, endedAt, now, 23)).toBe("complete");
    expect(awaitsSettling(ended, endedAt, now, 23)).toBe(false);
    expect(bookingWireStatus({ ...ended, checkedInAt: earlier }, endedAt, now, 24)).toBe("complete");
    expect(awaitsSettling({ ...ended, checkedInAt: earlier }, endedAt, now, 24)).toBe(false);
    // Not before it ends, and never once settled.
    expect(awaitsSettling(ended, later, now, 24)).toBe(false);
    expect(awaitsSettling({ ...ended, status: "no_show" }, endedAt, now, 24)).toBe(false);
    expect(bookingStatusWhere("confirm", now, 24)).toEqual({
      status: "confirm",
      OR: [{ slot: { endsAt: { gt: now } } }, { checkedInAt: null, slot: { endsAt: { gt: new Date(now.getTime() - 24 * 3_600_000) } } }],
    });
  });

  it("filters by the same reading in the database", () => {
    expect(bookingStatusWhere("pending", now, 0)).toEqual({ status: "pending", holdExpiresAt: { gt: now } });
    expect(bookingStatusWhere("confirm", now, 0)).toEqual({ status: "confirm", slot: { endsAt: { gt: now } } });
    expect(bookingStatusWhere("cancel", now, 0)).toEqual({
      OR: [{ status: "cancel" }, { status: "pending", OR: [{ holdExpiresAt: null }, { holdExpiresAt: { lte: now } }] }],
    });
    expect(bookingStatusWhere("complete", now, 0)).toEqual({ OR: [{ status: "complete" }, { status: "confirm", slot: { endsAt: { lte: now } } }] });
  });
});

describe("prices", () => {
  it("show cents whenever there are any", () => {
    expect(formatPrice(74.5, "USD")).toBe("$74.50");
    expect(formatPrice(50, "USD")).toBe("$50");
    expect(formatPrice(0.3, "USD")).toBe("$0.30");
    expect(formatPrice(1234.56, "USD")).toBe("$1,234.56");
  });

  it("show the shop's currency, and are charged in its smallest unit", () => {
    expect(formatPrice(50, "EUR")).toBe("€50");
    expect(formatPrice(74.5, "GBP")).toBe("£74.50");
    expect(formatPrice(1200, "BDT")).toBe("BDT\u00a01,200");
    expect(formatPrice(1200.5, "usd")).toBe("$1,200.50");
    expect(minorUnits(7450, "USD")).toBe(7450);
    expect(minorUnits(150000, "JPY")).toBe(1500);
    expect(minorUnits(1250, "KWD")).toBe(12500);
  });
});

describe("countdowns", () => {
  it("show days, hours, minutes and seconds, and zeros once past", () => {
    expect(formatCountdown(new Date("2026-11-23T12:34:56Z"), now)).toBe("1d 2h 34m 56s");
    expect(formatCountdown(new Date("2026-11-22T10:00:59.900Z"), now)).toBe("0d 0h 0m 59s");
    expect(formatCountdown(earlier, now)).toBe("0d 0h 0m 0s");
  });

  it("counts a slot to its start, then while it runs to its end (the old site counted to the end only)", () => {
    const starts = new Date("2026-11-22T12:00:00Z");
    const ends = new Date("2026-11-22T13:00:00Z");
    // 08:28 for a 12:00 booking: 3h 32m to go, not the 4h 32m to its end.
    expect(slotCountdown(starts, ends, new Date("2026-11-22T08:28:00Z"))).toEqual({ phase: "upcoming", remaining: "0d 3h 32m 0s" });
    expect(slotCountdown(starts, ends, starts)).toEqual({ phase: "running", remaining: "0d 1h 0m 0s" });
    expect(slotCountdown(starts, ends, new Date("2026-11-22T12:45:30Z"))).toEqual({ phase: "running", remaining: "0d 0h 14m 30s" });
    expect(slotCountdown(starts, ends, ends).phase).toBe("ended");
  });
});

describe("the checkout form and the booking call", () => {
  it("uses the spec's messages for the name and email", () => {
    expect(errorsOf(bookingFormSchema.safeParse({ name: "", email: "" }))).toEqual([
      ["name", "Name is required"],
      ["email", "Email is required"],
    ]);
    expect(errorsOf(bookingFormSchema.safeParse({ name: "A", email: "nope" }))).toEqual([
      ["name", "Name must be at least 2 characters"],
      ["email", "Invalid email address"],
    ]);
    expect(bookingFormSchema.safeParse({ name: "  Karim  ", email: "k@example.com" }).data?.name).toBe("Karim");
  });

  it("takes service and slot ids, and never a price", () => {
    const id = "6f1c3c1e-8f2a-4c4b-9a57-2f1a8e0b3c11";
    expect(createBookingSchema.safeParse({ service: id, slot: id, price: 1 }).data).toEqual({ service: id, slot: id });
    expect(errorsOf(createBookingSchema.safeParse({ service: "x", slot: 3 }))?.map(([field]) => field)).toEqual(["service", "slot"]);
  });

  it("accepts the spec's filters and nothing else", () => {
    expect(myBookingsQuerySchema.parse({ payment: "paid", status: "confirm" })).toEqual({ payment: "paid", status: "confirm" });
    expect(myBookingsQuerySchema.parse({ payment: "", status: "" })).toEqual({});
    expect(myBookingsQuerySchema.safeParse({ status: "done" }).success).toBe(false);
  });

  it("shows the checkout's time as weekday, month day at start time", () => {
    expect(formatSlotTime("2026-11-23", "10:00")).toBe("Monday, November 23 at 10:00");
  });

  it("guards the booking pages for customers", () => {
    expect(requiredRole("/procced-booking")).toBe("user");
    expect(requiredRole("/booking/success")).toBe("user");
    expect(requiredRole("/booking/cancel")).toBe("user");
    expect(requiredRole("/checkout/test/test_cs_x")).toBeNull();
  });
});
