/** @jest-environment node */
import { describeHistoryEntry } from "@/components/booking/history-words";
import { formatClock, formatDisplayDate, formatInstantIn } from "@/lib/format/time";
import { translator } from "@/lib/i18n/translate";
import type { HistoryEntry } from "@/lib/server/bookings/booking-details";
import { contactFormSchemaIn, passwordChangeFormSchemaIn } from "@/lib/validation/account";
import { contactFormSchema, passwordChangeFormSchema } from "@/lib/validation/auth";
import { ACCOUNT_RULES_ENGLISH } from "@/lib/validation/in-words";
import { vehicleInputSchemaIn } from "@/lib/validation/my-vehicles";
import { vehicleInputSchema } from "@/lib/validation/vehicles";

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("a customer's forms' schemas in the reader's words", () => {
  it("in English, say exactly what the English schemas say", () => {
    const english = { ...ACCOUNT_RULES_ENGLISH };
    for (const input of [{}, { phone: "", address: "" }, { phone: "12", address: "x".repeat(251) }]) {
      expect(issues(contactFormSchemaIn(english).safeParse(input))).toEqual(issues(contactFormSchema.safeParse(input)));
    }
    const passwords = { currentPassword: "", password: "short", confirmPassword: "other" };
    expect(issues(passwordChangeFormSchemaIn(english).safeParse(passwords))).toEqual(issues(passwordChangeFormSchema.safeParse(passwords)));
    const car = { vehicleClass: "", make: " ", model: "x".repeat(51), plate: "<script>" };
    expect(issues(vehicleInputSchemaIn(english).safeParse(car))).toEqual(issues(vehicleInputSchema.safeParse(car)));
  });

  it("in another language, say each rule in its words, and accept and clean the same values", () => {
    const words = { phoneRequired: "ফোন দিন", phoneInvalid: "ভুল নম্বর", addressRequired: "ঠিকানা দিন", addressTooLong: "অনেক লম্বা" };
    expect(issues(contactFormSchemaIn(words).safeParse({ phone: "", address: "" }))).toEqual([
      ["phone", "ফোন দিন"],
      ["address", "ঠিকানা দিন"],
    ]);
    expect(issues(contactFormSchemaIn(words).safeParse({ phone: "12", address: "Dhaka" }))).toEqual([["phone", "ভুল নম্বর"]]);
    expect(contactFormSchemaIn(words).parse({ phone: "01712345678", address: " Road 3 " })).toEqual(contactFormSchema.parse({ phone: "01712345678", address: " Road 3 " }));
  });
});

describe("a customer's pages in Bangla", () => {
  const bangla = { locale: "bn" as const, t: translator("bn", "account"), writing: { locale: "bn" as const } };
  const entry = (type: HistoryEntry["type"], details: Record<string, unknown>, actor: HistoryEntry["actor"] = { role: "customer", _id: "u1", name: "Nadia Rahman" }): HistoryEntry => ({
    _id: "e1",
    type,
    at: "2026-11-22T10:00:00.000Z",
    actor,
    details,
  });

  it("write dates, times and amounts with Bangla names and Bengali digits, or Latin digits when the shop chose them", () => {
    expect(formatDisplayDate("2026-11-23", { locale: "bn" })).toBe("২৩ নভেম্বর, ২০২৬");
    expect(formatDisplayDate("2026-11-23", { locale: "bn", latinDigits: true })).toBe("23 নভেম্বর, 2026");
    expect(formatDisplayDate("2026-11-23")).toBe("Nov 23 2026");
    expect(formatClock("09:05", { locale: "bn" })).toBe("০৯:০৫");
    expect(formatClock("09:05", { locale: "en" })).toBe("09:05");
    expect(formatInstantIn("2026-11-23T08:05:00Z", "Asia/Dhaka", { locale: "bn" })).toBe("২৩ নভেম্বর, ২০২৬, ১৪:০৫");
  });

  it("tell a booking's history in Bangla", () => {
    const moved = describeHistoryEntry(entry("booking.rescheduled", { from: { date: "2026-11-25", startTime: "10:00" }, to: { date: "2026-11-26", startTime: "14:00" } }), "customer", "USD", "Gulshan Car Care", bangla);
    expect(moved).toEqual({ title: "২৫ নভেম্বর, ২০২৬, ১০:০০ থেকে ২৬ নভেম্বর, ২০২৬, ১৪:০০-এ সরানো হয়েছে", by: "করেছেন: আপনি", note: null });
    const cancelled = describeHistoryEntry(entry("booking.cancelled", { cause: "hold-expired", refund: "none" }, { role: "system", _id: null, name: null }), "customer", "USD", "Gulshan Car Care", bangla);
    expect(cancelled).toEqual({ title: "বাতিল হয়েছে", by: "করেছেন: Gulshan Car Care", note: "পেমেন্টের আগেই স্লটের হোল্ডের মেয়াদ শেষ হয়ে গেছে" });
    expect(describeHistoryEntry(entry("booking.paid", { amountCents: 120000, confirmed: true }), "customer", "BDT", "Gulshan Car Care", bangla).title).toBe("১,২০০৳ পরিশোধ করা হয়েছে");
  });
});
