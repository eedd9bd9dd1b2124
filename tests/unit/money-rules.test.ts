/** @jest-environment node */
import { currencySymbol, formatPrice } from "@/lib/format/money";
import { bayHoursPerDay, totalBayHours } from "@/lib/server/overview/bay-hours";
import { refundsOnline } from "@/lib/server/payments/refundable";
import { manualRefundSchema } from "@/lib/validation/booking";
import { settingsUpdateSchema } from "@/lib/validation/settings";
import type { OpeningDay } from "@/lib/validation/settings";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the currency's mark on labels", () => {
  it("is the one prices show with, from Intl", () => {
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("EUR")).toBe("€");
    expect(currencySymbol("BDT")).toBe("BDT");
    expect(formatPrice(40, "BDT").startsWith(currencySymbol("BDT"))).toBe(true);
  });
});

describe("a currency change", () => {
  it("takes a confirmation with it, which alone changes nothing", () => {
    expect(settingsUpdateSchema.parse({ currency: "bdt", confirmCurrencyChange: true })).toEqual({ currency: "BDT", confirmCurrencyChange: true });
    expect(errorsOf(settingsUpdateSchema.safeParse({ currency: "BDT", confirmCurrencyChange: "yes" }))).toEqual([["confirmCurrencyChange", "must be true or false"]]);
    expect(errorsOf(settingsUpdateSchema.safeParse({ confirmCurrencyChange: true }))).toEqual([["", "Send at least one setting to change"]]);
  });
});

describe("refunds by hand", () => {
  it("are owed for payments no provider took", () => {
    expect(refundsOnline({ paymentProvider: "stripe", paymentSessionId: "cs_1" })).toBe(true);
    expect(refundsOnline({ paymentProvider: "test", paymentSessionId: "test_cs_1" })).toBe(true);
    expect(refundsOnline({ paymentProvider: "demo", paymentSessionId: null })).toBe(false);
    expect(refundsOnline({ paymentProvider: null, paymentSessionId: null })).toBe(false);
    expect(refundsOnline({ paymentProvider: "stripe", paymentSessionId: null })).toBe(false);
  });

  it("are recorded with a method, a positive amount in hundredths at most, and an optional note", () => {
    expect(manualRefundSchema.parse({ method: "cash", amount: "40", note: " Paid at the counter " })).toEqual({ method: "cash", amount: 40, note: "Paid at the counter" });
    expect(manualRefundSchema.parse({ method: "transfer", amount: 12.5 })).toEqual({ method: "transfer", amount: 12.5 });
    expect(errorsOf(manualRefundSchema.safeParse({ method: "cheque", amount: 0 }))).toEqual([
      ["method", "must be cash, card, transfer or other"],
      ["amount", "must be a positive amount with at most 2 decimals"],
    ]);
    expect(errorsOf(manualRefundSchema.safeParse({ method: "card", amount: "1.234" }))).toEqual([["amount", "must be a positive amount with at most 2 decimals"]]);
    expect(errorsOf(manualRefundSchema.safeParse({ method: "other", amount: "0x10", note: "x".repeat(501) }))).toEqual([
      ["amount", "must be a positive amount with at most 2 decimals"],
      ["note", "must be at most 500 characters"],
    ]);
  });
});

describe("utilisation in bay-hours", () => {
  // Open 09:00-17:00 on weekdays, closed at the weekend; 2026-11-23 is a Monday.
  const hours: OpeningDay[] = Array.from({ length: 7 }, (_, weekday) => ({ weekday, open: "09:00", close: "17:00", closed: weekday === 0 || weekday === 6 }));
  const at = (time: string) => new Date(`2026-11-23T${time}:00+06:00`);

  it("counts the bays' time while open, and the bay time live bookings occupy within it, whatever their services", () => {
    const days = bayHoursPerDay({
      first: "2026-11-23",
      days: 7,
      bays: 3,
      openingHours: hours,
      timeZone: "Asia/Dhaka",
      occupied: [
        // Two services at once on two bays: two bay-hours.
        { from: at("10:00"), until: at("11:00") },
        { from: at("10:00"), until: at("11:00") },
        // A wash with 30 minutes' cleanup: 1.5 bay-hours.
        { from: at("12:00"), until: at("13:30") },
        // Past closing: only its half hour before 17:00 counts.
        { from: at("16:30"), until: at("18:00") },
      ],
    });
    expect(days.map((day) => day.date)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]);
    // 3 bays × 8 hours = 24 bay-hours open on Monday; 2 + 1.5 + 0.5 = 4 used.
    expect(days[0].bayHours).toEqual({ used: 4, open: 24, percent: 16.7 });
    expect(days[1].bayHours).toEqual({ used: 0, open: 24, percent: 0 });
    expect(days[5].bayHours).toEqual({ used: 0, open: 0, percent: 0 });
    // The week: 5 open days of 24 bay-hours.
    expect(totalBayHours(days.map((day) => day.bayHours))).toEqual({ used: 4, open: 120, percent: 3.3 });
  });

  it("offers nothing without bays", () => {
    const [day] = bayHoursPerDay({ first: "2026-11-23", days: 1, bays: 0, openingHours: hours, timeZone: "UTC", occupied: [{ from: new Date("2026-11-23T10:00:00Z"), until: new Date("2026-11-23T11:00:00Z") }] });
    expect(day.bayHours).toEqual({ used: 0, open: 0, percent: 0 });
  });
});
