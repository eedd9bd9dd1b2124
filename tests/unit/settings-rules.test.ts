/** @jest-environment node */
import { summariseOpeningHours } from "@/lib/format/opening-hours";
import { parseFaq, renderMarkdown } from "@/lib/markdown/render";
import { businessJsonLd } from "@/lib/server/settings/business-json-ld";
import { firstRunSettings } from "@/lib/server/settings/defaults";
import { settingsFormSchema, settingsUpdateSchema } from "@/lib/validation/settings";

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((issue) => issue.path.join("."));

describe("first-run settings", () => {
  it("come from the environment variables that held them, brought into range", () => {
    const settings = firstRunSettings({ BUSINESS_TIMEZONE: "Asia/Dhaka", MAIL_FROM: '"Shine Auto" <no-reply@shine.example>', CANCEL_NOTICE_HOURS: "1440", REMINDER_OFFSETS_MINUTES: "60, 1440,60" });
    expect(settings).toEqual(expect.objectContaining({ businessName: "Shine Auto", timeZone: "Asia/Dhaka", cancellationNoticeHours: 720, reminderOffsetsMinutes: [1440, 60], holdMinutes: 30, currency: "USD", updatedAt: null }));
  });

  it("fall back to the built-in defaults for values that make no sense", () => {
    const settings = firstRunSettings({ BUSINESS_TIMEZONE: "Nowhere/Land", MAIL_FROM: "no-reply@x.example", CANCEL_NOTICE_HOURS: "soon", REMINDER_OFFSETS_MINUTES: "a,b" });
    expect(settings).toEqual(expect.objectContaining({ businessName: "Spotless", timeZone: "UTC", cancellationNoticeHours: 24, reminderOffsetsMinutes: [1440, 120] }));
    expect(settings.openingHours).toHaveLength(7);
  });
});

describe("settings input", () => {
  it("cleans text, upper-cases the currency and sorts reminders", () => {
    const parsed = settingsUpdateSchema.parse({ businessName: " Shine\u200b ", currency: "eur", reminderOffsetsMinutes: "120, 1440, 120", holdMinutes: "15" });
    expect(parsed).toEqual({ businessName: "Shine", currency: "EUR", reminderOffsetsMinutes: [1440, 120], holdMinutes: 15 });
  });

  it("takes a yes to moving the schedule with a new time zone (true, or the form's checkbox), which alone changes nothing", () => {
    expect(settingsUpdateSchema.parse({ timeZone: "Asia/Dhaka", confirmTimeZoneChange: true })).toEqual({ timeZone: "Asia/Dhaka", confirmTimeZoneChange: true });
    expect(settingsUpdateSchema.parse({ timeZone: "Asia/Dhaka", confirmTimeZoneChange: "on" }).confirmTimeZoneChange).toBe(true);
    expect(fieldsOf(settingsUpdateSchema.safeParse({ confirmTimeZoneChange: true }))).toEqual([""]);
    expect(fieldsOf(settingsUpdateSchema.safeParse({ timeZone: "UTC", confirmTimeZoneChange: "yes" }))).toEqual(["confirmTimeZoneChange"]);
  });

  it.each([
    [{ timeZone: "Mars/Base" }, "timeZone"],
    [{ currency: "ABC" }, "currency"],
    [{ holdMinutes: "1e2" }, "holdMinutes"],
    [{ cancellationNoticeHours: 721 }, "cancellationNoticeHours"],
    [{ logoUrl: "//evil.example/logo.png" }, "logoUrl"],
    [{ socialLinks: { instagram: "javascript:alert(1)" } }, "socialLinks.instagram"],
    [{ phone: "12" }, "phone"],
  ])("refuses %j, naming %s", (input, field) => {
    expect(fieldsOf(settingsUpdateSchema.safeParse(input))).toContain(field);
  });

  it("reads the form's fields (nested as react-hook-form keeps them) as settings", () => {
    const hours = Array.from({ length: 7 }, (_, day) => ({ open: "09:00", close: day === 6 ? "08:00" : "17:00", closed: day === 0 ? "on" : false }));
    const result = settingsFormSchema.safeParse({ businessName: "Shine", tagline: "", logoUrl: "", address: "", phone: "", email: "", timeZone: "UTC", currency: "USD", cancellationNoticeHours: "24", reminderOffsetsMinutes: "", holdMinutes: "30", settleGraceHours: "24", bayLabel: "bays", socialLinks: {}, openingHours: hours });
    expect(fieldsOf(result)).toEqual(["openingHours.6.close"]);
  });
});

describe("opening hours", () => {
  it("read as runs of days with the same hours, Monday first", () => {
    const days = Array.from({ length: 7 }, (_, weekday) => ({ weekday, open: weekday === 6 ? "10:00" : "09:00", close: "18:00", closed: weekday === 0 }));
    expect(summariseOpeningHours(days)).toEqual([
      { days: "Mon–Fri", hours: "09:00–18:00" },
      { days: "Sat", hours: "10:00–18:00" },
      { days: "Sun", hours: "Closed" },
    ]);
  });

  it("are the business's openingHoursSpecification, closed days left out", () => {
    const settings = { ...firstRunSettings({}), phone: "+880 2-5505-0123" };
    const data = businessJsonLd(settings, "https://book.example");
    expect(data.telephone).toBe("+880 2-5505-0123");
    expect(data.openingHoursSpecification).toHaveLength(6);
    expect(data.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "09:00", closes: "18:00" });
  });
});

describe("admins' Markdown", () => {
  it("shows raw HTML as text and keeps only http(s) and mailto links", () => {
    const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror="alert(1)">\n\n[a](javascript:alert(1)) [b](data:text/html,hi) [c](https://ok.example) [d](mailto:hi@ok.example) [e](/local) ![f](https://x.example/p.png)');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/<script|<img|onerror="/);
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="https://ok.example"', 'href="mailto:hi@ok.example"', 'href="https://x.example/p.png"']);
  });

  it("makes each ## heading of the FAQ a question, with what follows as its answer", () => {
    const { introHtml, entries } = parseFaq("Hello.\n\n## Can I pay cash?\n\nNo, **cards** only.\n\n### Why?\n\nSafety.\n\n## Where?\nDhaka.");
    expect(introHtml).toBe("<p>Hello.</p>\n");
    expect(entries.map(({ question, answerText }) => ({ question, answerText }))).toEqual([
      { question: "Can I pay cash?", answerText: "No, cards only. Why? Safety." },
      { question: "Where?", answerText: "Dhaka." },
    ]);
  });
});
