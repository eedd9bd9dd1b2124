/**
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
// The calendar file's library loads nanoid, whose browser build is an ES module: this file takes its Node build.
import { createTranslator } from "use-intl/core";
import { describeMinutes } from "@/lib/format/duration";
import { formatPrice } from "@/lib/format/money";
import { smsSegments } from "@/lib/format/sms-segments";
import { clockTimeIn, describeInstantIn, describeVisit, shortDayIn } from "@/lib/format/time";
import { catalogues } from "@/lib/i18n/catalogue";
import { intlLocale, LOCALES } from "@/lib/i18n/locales";
import { messages } from "@/lib/messages";
import { bookingCalendarFile, confirmationMail, type BookingWithParts } from "@/lib/server/mail/booking-render";
import { mailWords, textWords, writingFor } from "@/lib/server/mail/customer-language";
import type { BusinessSettings } from "@/lib/server/settings/defaults";

/**
 * A customer's emails, calendar file and texts in their language (lib/messages/<language>/mail.json
 * and texts.json), with dates, durations and amounts as that language writes them; English exactly
 * as before.
 */

// Tuesday 1 December 2026, 10:00 in Dhaka (UTC+6).
const startsAt = new Date("2026-12-01T04:00:00Z");
const bangla = { locale: "bn" as const };
const latin = { locale: "bn" as const, latinDigits: true };

describe("dates and times in Bangla", () => {
  it("writes a visit with Bangla weekday and month names, Bengali digits and the shop's zone", () => {
    expect(describeVisit(startsAt, 45, "Asia/Dhaka", bangla)).toBe("মঙ্গলবার, ১ ডিসেম্বর, ২০২৬, ১০:০০–১০:৪৫ (Asia/Dhaka, GMT +৬)");
    expect(describeVisit(startsAt, 45, "UTC", bangla)).toBe("মঙ্গলবার, ১ ডিসেম্বর, ২০২৬, ০৪:০০–০৪:৪৫ (UTC)");
    expect(describeInstantIn(new Date("2026-12-01T12:35:00Z"), "Asia/Dhaka", bangla)).toBe("মঙ্গলবার, ১ ডিসেম্বর, ২০২৬, ১৮:৩৫ (Asia/Dhaka, GMT +৬)");
  });

  it("writes Latin digits for a shop that chose them, the names still Bangla", () => {
    expect(describeVisit(startsAt, 45, "Asia/Dhaka", latin)).toBe("মঙ্গলবার, 1 ডিসেম্বর, 2026, 10:00–10:45 (Asia/Dhaka, GMT +6)");
    expect(describeInstantIn(startsAt, "Asia/Dhaka", latin)).toBe("মঙ্গলবার, 1 ডিসেম্বর, 2026, 10:00 (Asia/Dhaka, GMT +6)");
  });

  it("keeps a 24-hour clock, and a text's short day", () => {
    expect(clockTimeIn(new Date("2026-12-01T18:05:00Z"), "Asia/Dhaka", bangla)).toBe("০০:০৫");
    expect(`${shortDayIn(startsAt, "Asia/Dhaka", bangla)} ${clockTimeIn(startsAt, "Asia/Dhaka", bangla)}`).toBe("মঙ্গল ১ ডিসে ১০:০০");
    expect(shortDayIn(startsAt, "Asia/Dhaka", latin)).toBe("মঙ্গল 1 ডিসে");
  });

  it("writes English exactly as before, whether or not English is asked for", () => {
    for (const writing of [undefined, { locale: "en" as const }, { locale: "en" as const, latinDigits: true }]) {
      expect(describeVisit(startsAt, 45, "Asia/Dhaka", writing)).toBe("Tuesday, Dec 01 2026, 10:00 to 10:45 (Asia/Dhaka, GMT+6)");
      expect(describeInstantIn(startsAt, "Asia/Dhaka", writing)).toBe("Tuesday, Dec 01 2026, 10:00 (Asia/Dhaka, GMT+6)");
      expect(clockTimeIn(startsAt, "Asia/Dhaka", writing)).toBe("10:00");
      expect(shortDayIn(startsAt, "Asia/Dhaka", writing)).toBe("Tue 1 Dec");
    }
  });
});

describe("durations and money in Bangla", () => {
  it("says a span of minutes in Bangla units and digits", () => {
    expect(describeMinutes(30, bangla)).toBe("৩০ মিনিট");
    expect(describeMinutes(60, bangla)).toBe("১ ঘণ্টা");
    expect(describeMinutes(90, bangla)).toBe("১ ঘণ্টা ৩০ মিনিট");
    expect(describeMinutes(1440, bangla)).toBe("২৪ ঘণ্টা");
    expect(describeMinutes(4320, bangla)).toBe("৩ দিন");
    expect(describeMinutes(90, latin)).toBe("1 ঘণ্টা 30 মিনিট");
    expect(describeMinutes(90, { locale: "en" })).toBe("1 hour 30 minutes");
  });

  it("writes taka with ৳ in Bangla, whole amounts without decimals, Bengali digits in Indian grouping unless Latin ones are asked for", () => {
    expect(formatPrice(1200, "BDT", bangla)).toBe("১,২০০৳");
    expect(formatPrice(1249.5, "BDT", bangla)).toBe("১,২৪৯.৫০৳");
    expect(formatPrice(123456, "bdt", bangla)).toBe("১,২৩,৪৫৬৳");
    expect(formatPrice(1200, "BDT", latin)).toBe("1,200৳");
    // Intl's own no-break space, as in English's 'BDT\u00a01,200'.
    expect(formatPrice(45, "USD", bangla)).toBe("৪৫\u00a0US$");
  });

  it("writes English amounts exactly as before", () => {
    for (const writing of [undefined, { locale: "en" as const }]) {
      expect(formatPrice(1200, "BDT", writing)).toBe("BDT\u00a01,200");
      expect(formatPrice(74.5, "USD", writing)).toBe("$74.50");
    }
  });
});

/**
 * The arguments an ICU message takes, its select and plural branches' too (this catalogue's syntax: no
 * quoting, which none of its messages needs).
 */
function icuArguments(message: string): Set<string> {
  const found = new Set<string>();
  let at = 0;
  const word = () => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(at))!;
    at += match[0].length;
    return match[1];
  };
  // Text and arguments until the `}` that closes the branch being read (or the end).
  const text = (): void => {
    while (at < message.length && message[at] !== "}") {
      if (message[at++] !== "{") continue;
      const name = word();
      found.add(name);
      if (message[at] === "}") {
        at++;
        continue;
      }
      at++; // the comma
      const type = word();
      if (type === "select" || type === "plural" || type === "selectordinal") {
        at++; // the comma
        while (word() && message[at] === "{") {
          at++;
          text();
          at++;
          if (/^\s*}/.test(message.slice(at))) break;
        }
      }
      at = message.indexOf("}", at) + 1;
    }
  };
  text();
  return found;
}

describe("the mail and texts catalogues", () => {
  /** Every message with the same values in each language: a message that needs another, or fails to format, throws. */
  const values = {
    name: "Nadia",
    shop: "Spotless",
    service: "Exterior Wash",
    when: "when",
    from: "from",
    to: "to",
    until: "until",
    before: "before",
    duration: 45,
    minutes: 30,
    hours: 24,
    amount: "$45",
    total: "$45",
    due: "$50",
    paid: "$10",
    atShop: "true",
    online: "$10",
    paidInFull: "false",
    reference: "SP-7K2Q9",
    id: "0b7c1f2e",
    link: "https://example.com/b",
    claim: "https://example.com/c",
    stop: "https://example.com/s",
    code: "123456",
    lines: "  Wash: $45",
    vehicle: "SUV",
    hasVehicle: "true",
    addOns: "Wax (+$15)",
    hasAddOns: "true",
    vehicleClass: "SUV",
    addOn: "Wax",
    price: "$15",
    byShop: "true",
    reason: "Flooded",
    hasReason: "true",
    money: "Refunded.",
    hasMoney: "true",
    notice: "Notice.",
    how: "in cash",
  };
  const leaves = (tree: object, prefix = ""): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`)));

  it.each(LOCALES.filter((locale) => locale !== "en"))("has every English message in %s, each formatting with English's values", (locale) => {
    for (const namespace of ["mail", "texts"] as const) {
      expect(leaves(catalogues[locale][namespace]).sort()).toEqual(leaves(catalogues.en[namespace]).sort());
      const t = createTranslator({
        locale: intlLocale(locale),
        messages: catalogues[locale],
        namespace,
        onError: (error) => {
          throw error;
        },
      }) as unknown as (key: string, values: Record<string, string | number>) => string;
      for (const key of leaves(catalogues[locale][namespace])) expect(t(key, values)).not.toBe("");
    }
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("has each message in %s take the same arguments as English's (none left out)", (locale) => {
    const argumentsOf = (message: string) => [...icuArguments(message)].sort();
    const messageAt = (tree: object, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const namespace of ["mail", "texts"] as const) {
      for (const key of leaves(catalogues.en[namespace])) {
        expect([key, argumentsOf(messageAt(catalogues[locale][namespace], key))]).toEqual([key, argumentsOf(messageAt(catalogues.en[namespace], key))]);
      }
    }
  });

  it("keeps the English the TypeScript messages and tests hold, word for word", () => {
    const mail = mailWords({ locale: "en", latinDigits: false });
    const texts = textWords({ locale: "en", latinDigits: false });
    const booking = { name: "Nadia", service: "Exterior Wash", when: "Tuesday, Dec 01 2026, 10:00 to 10:45 (UTC)", duration: 45, amount: "$45", reference: "SP-7K2Q9", link: "https://example.com/b" };
    expect(mail("mailSubject", { service: "Exterior Wash", shop: "Spotless" })).toBe(messages.booking.mailSubject("Exterior Wash", "Spotless"));
    for (const atShop of [true, false]) expect(mail("mailText", { ...booking, atShop: String(atShop) })).toBe(messages.booking.mailText({ ...booking, atShop }));
    expect(mail("mailDeposit", { paid: "$17", atShop: "$68" })).toBe(messages.paymentsDeposits.mailDeposit("$17", "$68"));
    const words = { shop: "Spotless & Co", service: "Wash", when: "Sat 28 Nov 10:00", link: "https://example.com/b", stop: "https://example.com/s" };
    expect(texts("confirmationText", words)).toBe(messages.sms.confirmationText(words));
    expect(texts("reminderText", words)).toBe(messages.sms.reminderText(words));
    expect(texts("rescheduleText", words)).toBe(messages.sms.rescheduleText(words));
    expect(texts("cancellationText", words)).toBe(messages.sms.cancellationText(words));
    expect(texts("refundText", { ...words, amount: "$45" })).toBe(messages.sms.refundText({ ...words, amount: "$45" }));
    expect(texts("offerText", { ...words, until: "18:30", claim: "https://example.com/c" })).toBe(messages.sms.offerText({ ...words, until: "18:30", claim: "https://example.com/c" }));
    expect(texts("resetText", { shop: "Spotless", link: "https://example.com/r", minutes: 30 })).toBe(messages.sms.resetText("Spotless", "https://example.com/r"));
    // A number the English wrote as it is (no grouping), as before.
    expect(mail("reminderNotice", { hours: 1 })).toContain("until 1 hour before");
    expect(mail("reminderNotice", { hours: 720 })).toContain("until 720 hours before");
  });
});

describe("a Bangla customer's confirmation", () => {
  const shop = { businessName: "Spotless Car Care", timeZone: "Asia/Dhaka", address: "12 Road, Dhaka", currency: "bdt", defaultLocale: "en", latinDigits: false } as BusinessSettings;
  const link = "https://book.example.com/dashboard/user/my-bookings";

  function booking(overrides: Partial<BookingWithParts> = {}): BookingWithParts {
    return {
      id: "0b7c1f2e-0000-4000-8000-000000000001",
      reference: "SP-7K2Q9",
      customerName: "নাদিয়া ইসলাম",
      amountCents: 120_000,
      currency: "bdt",
      extraMinutes: 0,
      calendarSequence: 0,
      locale: null,
      service: { name: "Exterior Wash", duration: 45 },
      slot: { startsAt, endsAt: new Date("2026-12-01T05:00:00Z") },
      customer: { firstName: "Nadia", email: "nadia@example.com", locale: "bn" },
      vehicleClass: null,
      vehicle: null,
      items: [],
      ...overrides,
    } as unknown as BookingWithParts;
  }

  it("is in Bangla, with a Bangla date and amount, and its calendar event too", () => {
    const mail = confirmationMail({ booking: booking(), name: "নাদিয়া", shop, link });
    expect(mail.subject).toBe("আপনার Spotless Car Care বুকিং: Exterior Wash");
    expect(mail.text).toContain("প্রিয় নাদিয়া,");
    expect(mail.text).toContain("তারিখ ও সময়: মঙ্গলবার, ১ ডিসেম্বর, ২০২৬, ১০:০০–১০:৪৫ (Asia/Dhaka, GMT +৬)");
    expect(mail.text).toContain("সময়কাল: ৪৫ মিনিট");
    expect(mail.text).toContain("পরিশোধিত: ১,২০০৳");
    expect(mail.text).toContain("বুকিং রেফারেন্স: SP-7K2Q9");
    const calendar = mail.attachments![0].content as string;
    expect(calendar).toContain("DESCRIPTION:বুকিং রেফারেন্স 0b7c1f2e-0000-4000-8000-000000000001");
  });

  it("lists a vehicle's lines in Bangla in its text, HTML and calendar event", () => {
    const suv = booking({
      amountCents: 180_000,
      extraMinutes: 20,
      vehicleClass: { id: "c-suv", name: "SUV / Crossover", isDefault: false },
      vehicle: { make: "Toyota", model: "RAV4", colour: "blue", plate: "DHA 12 345" },
      items: [
        { kind: "service", addOnId: null, name: "Exterior Wash", priceCents: 150_000, minutes: 70, position: 0 },
        { kind: "add-on", addOnId: "a-wax", name: "Wax", priceCents: 30_000, minutes: 10, position: 1 },
      ],
    } as Partial<BookingWithParts>);
    const mail = confirmationMail({ booking: suv, name: "নাদিয়া", shop, link });
    expect(mail.text).toContain("গাড়ি: SUV / Crossover · Toyota RAV4, blue · DHA 12 345");
    expect(mail.text).toContain("  Exterior Wash (SUV / Crossover): ১,৫০০৳\n  অ্যাড-অন: Wax: ৩০০৳\nমোট পরিশোধিত: ১,৮০০৳");
    const page = new DOMParser().parseFromString(mail.html!, "text/html");
    expect(page.documentElement.lang).toBe("bn");
    expect(page.querySelector("tfoot")?.textContent).toBe("মোট পরিশোধিত১,৮০০৳");
    const file = bookingCalendarFile({ booking: suv, startsAt, kind: "confirmed", sequence: 0, shop, link });
    expect(file.content.replace(/\r\n[ \t]/g, "")).toContain("\\nঅ্যাড-অন: Wax (+৩০০৳)");
  });

  it("follows the customer's choice, else the booking's language, else the shop's", () => {
    expect(writingFor({ locale: "bn" }, { locale: "en" }, shop)).toEqual({ locale: "bn", latinDigits: false });
    expect(writingFor({ locale: null }, { locale: "bn" }, shop)).toEqual({ locale: "bn", latinDigits: false });
    expect(writingFor({ locale: null }, { locale: null }, { defaultLocale: "bn", latinDigits: true })).toEqual({ locale: "bn", latinDigits: true });
    // Settings read before languages (or a test's partial ones): English.
    expect(writingFor({}, null, {})).toEqual({ locale: "en", latinDigits: false });
  });
});

describe("Bangla texts", () => {
  // The long names and links of tests/unit/sms-texts.test.ts, the shop's name in Bangla.
  const words = {
    shop: "স্পটলেস কার কেয়ার অ্যান্ড ডিটেইলিং ধানমন্ডি",
    service: "Full Interior Deep Clean with Ceramic Coat",
    when: "শনি ২৮ নভে ১০:০০",
    link: "https://book.spotless.example.com/dashboard/user/my-bookings/3f2b6c1e-8a4d-4f0e-9b7a-2c5d1e0f9a8b",
    stop: "https://book.spotless.example.com/s/Qm9va2luZy1saW5rLXRva2VuLTMy",
  };
  const t = textWords({ locale: "bn", latinDigits: false });

  // UCS-2, 67 a part: the two links alone take 155 of them. Each text stays within the parts it takes
  // now with these names: a longer wording is a cost to every shop that texts in Bangla.
  it.each([
    ["confirmation", t("confirmationText", words)],
    ["reminder", t("reminderText", words)],
    ["move", t("rescheduleText", words)],
    ["cancellation", t("cancellationText", words)],
    ["refund", t("refundText", { ...words, amount: "১,২৪৯.৫০৳" })],
  ])("the %s names the shop, the service, the time, the booking and how to stop, in five parts at most", (_kind, text) => {
    expect(smsSegments(text).encoding).toBe("UCS-2");
    expect(smsSegments(text).segments).toBeLessThanOrEqual(5);
    for (const part of Object.values(words)) expect(text).toContain(part);
  });

  it("the waitlist offer names the shop, the service, the time, the deadline, the claim link and how to stop, in five parts at most", () => {
    const offer = { ...words, until: "১৮:৩০", claim: "https://book.spotless.example.com/procced-booking?slot=9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f" };
    const text = t("offerText", offer);
    expect(smsSegments(text).segments).toBeLessThanOrEqual(5);
    for (const part of [offer.shop, offer.service, offer.when, offer.until, offer.claim, offer.stop]) expect(text).toContain(part);
  });

  it("a code fits two parts, a password link four", () => {
    const code = t("codeText", { code: "123456", shop: words.shop, minutes: 10 });
    expect(code).toMatch(/^123456 /);
    expect(code).toContain("১০ মিনিট");
    expect(smsSegments(code).segments).toBeLessThanOrEqual(2);
    const link = "https://book.spotless.example.com/reset-password?token=Qm9va2luZy1saW5rLXRva2VuLTMyLWJ5dGVzLWxvbmctaGVyZQ";
    const reset = t("resetText", { shop: words.shop, link, minutes: 30 });
    expect(reset).toContain(link);
    expect(smsSegments(reset).segments).toBeLessThanOrEqual(4);
    expect(textWords({ locale: "bn", latinDigits: true })("resetText", { shop: words.shop, link, minutes: 30 })).toContain("30 মিনিট");
  });
});
