import { smsSegments } from "@/lib/format/sms-segments";
import { messages } from "@/lib/messages";
import { stopToken, userOfStopToken } from "@/lib/server/sms/stop-links";

describe("SMS segments", () => {
  it("fits 160 GSM-7 characters in one segment and splits longer texts 153 a segment", () => {
    expect(smsSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(smsSegments("a".repeat(306)).segments).toBe(2);
    expect(smsSegments("a".repeat(307)).segments).toBe(3);
  });

  it("counts an extension character (€, [, ], {, }, ~, \\, |, ^) as two", () => {
    expect(smsSegments("€".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments(`${"a".repeat(159)}[`)).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
  });

  it("sends a Bangla text as UCS-2: 70 in one segment, 67 a segment when split", () => {
    const bangla = "আপনার বুকিং নিশ্চিত";
    expect(smsSegments(bangla)).toEqual({ encoding: "UCS-2", units: bangla.length, segments: 1 });
    expect(smsSegments("ক".repeat(70)).segments).toBe(1);
    expect(smsSegments("ক".repeat(71)).segments).toBe(2);
    expect(smsSegments("ক".repeat(134)).segments).toBe(2);
    expect(smsSegments("ক".repeat(135)).segments).toBe(3);
  });

  it("makes a whole text UCS-2 for one character outside GSM-7, an emoji counting two units", () => {
    expect(smsSegments(`${"a".repeat(69)}’`)).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsSegments("🚗")).toEqual({ encoding: "UCS-2", units: 2, segments: 1 });
  });
});

describe("the booking texts", () => {
  // Long but real names, a real address and a booking's link: what a shop's texts carry.
  const words = {
    shop: "Spotless Car Care & Detailing Dhanmondi",
    service: "Full Interior Deep Clean with Ceramic Coat",
    when: "Sat 28 Nov 10:00",
    link: "https://book.spotless.example.com/dashboard/user/my-bookings/3f2b6c1e-8a4d-4f0e-9b7a-2c5d1e0f9a8b",
    stop: "https://book.spotless.example.com/dashboard/user#phone",
  };

  const amount = "$1,249.50";
  it.each([
    ["confirmation", messages.sms.confirmationText(words)],
    ["reminder", messages.sms.reminderText(words)],
    ["move", messages.sms.rescheduleText(words)],
    ["cancellation", messages.sms.cancellationText(words)],
    ["refund", messages.sms.refundText({ ...words, amount })],
  ])("the %s fits two GSM-7 segments and names the shop, the service, the time, the booking and how to stop", (_kind, text) => {
    expect(smsSegments(text)).toMatchObject({ encoding: "GSM-7", segments: expect.any(Number) });
    expect(smsSegments(text).segments).toBeLessThanOrEqual(2);
    for (const part of Object.values(words)) expect(text).toContain(part);
  });

  it("the waitlist offer fits two GSM-7 segments and names the shop, the service, the time, the deadline, the claim link and how to stop", () => {
    const offer = { ...words, until: "18:30", claim: "https://book.spotless.example.com/procced-booking?slot=9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f" };
    const text = messages.sms.offerText(offer);
    expect(smsSegments(text)).toMatchObject({ encoding: "GSM-7" });
    expect(smsSegments(text).segments).toBeLessThanOrEqual(2);
    for (const part of [offer.shop, offer.service, offer.when, offer.until, offer.claim, offer.stop]) expect(text).toContain(part);
  });

  it("the password-reset link's text fits two GSM-7 segments", () => {
    const link = "https://book.spotless.example.com/reset-password?token=Qm9va2luZy1saW5rLXRva2VuLTMyLWJ5dGVzLWxvbmctaGVyZQ";
    const text = messages.sms.resetText(words.shop, link);
    expect(text).toContain(link);
    expect(smsSegments(text)).toMatchObject({ encoding: "GSM-7" });
    expect(smsSegments(text).segments).toBeLessThanOrEqual(2);
  });
});

describe("the stop link", () => {
  const secret = process.env.AUTH_SECRET;
  beforeAll(() => {
    process.env.AUTH_SECRET = "a-unit-test-secret-of-at-least-32-characters";
  });
  afterAll(() => {
    process.env.AUTH_SECRET = secret;
  });

  const base = "https://book.spotless.example.com";
  const customerId = "3f2b6c1e-8a4d-4f0e-9b7a-2c5d1e0f9a8b";
  // What texts linked to before: the profile's Phone section.
  const before = `${base}/dashboard/user#phone`;
  const words = (shop: string, stop: string) => ({
    shop,
    service: "Full Interior Deep Clean with Ceramic Coat",
    when: "Sat 28 Nov 10:00",
    link: `${base}/dashboard/user/my-bookings/${customerId}`,
    stop,
    amount: "$1,249.50",
    until: "18:30",
    claim: `${base}/procced-booking?slot=9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f`,
  });
  const kinds = [messages.sms.confirmationText, messages.sms.reminderText, messages.sms.rescheduleText, messages.sms.cancellationText, messages.sms.refundText, messages.sms.offerText];
  const longest = (shop: string, stop: string) => kinds.map((kind) => kind(words(shop, stop))).sort((a, b) => b.length - a.length)[0];

  it.each([
    ["GSM-7", "Spotless Car Care & Detailing Dhanmondi"],
    ["UCS-2", "স্পটলেস কার কেয়ার অ্যান্ড ডিটেইলিং ধানমন্ডি"],
  ])("costs the longest text no extra segment in %s", (encoding, shop) => {
    const link = `${base}/s/${stopToken(customerId)}`;
    const text = longest(shop, link);
    expect(text).toContain(link);
    expect(smsSegments(text).encoding).toBe(encoding);
    expect(smsSegments(text).segments).toBe(smsSegments(longest(shop, before)).segments);
  });

  it("names its customer, and no other token does", () => {
    const token = stopToken(customerId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{30}$/);
    expect(userOfStopToken(token)).toBe(customerId);
    const tampered = (at: number) => `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
    for (const at of [0, 10, 21, 25, 29]) expect(userOfStopToken(tampered(at))).toBeNull();
    expect(userOfStopToken(token.slice(0, 29))).toBeNull();
    expect(userOfStopToken(`${token}A`)).toBeNull();
    expect(userOfStopToken("")).toBeNull();
  });
});
