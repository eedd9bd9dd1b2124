import { messages } from "@/lib/messages";
import { sectionWordsIn } from "@/lib/i18n/section-overlays";
import { inLanguage } from "@/lib/i18n/sections";

/** Booking Management's sections in Bangla, as the admin reads them: every template fills with the English function's own arguments. */
function bangla(intlTag = "bn-BD") {
  const words = sectionWordsIn("bn", intlTag === "bn-BD-u-nu-latn");
  return {
    booking: inLanguage(messages.booking, "booking", words),
    bookingChanges: inLanguage(messages.bookingChanges, "bookingChanges", words),
    bookingExport: inLanguage(messages.bookingExport, "bookingExport", words),
    paymentsAtShop: inLanguage(messages.paymentsAtShop, "paymentsAtShop", words),
  };
}

describe("Booking Management in Bangla", () => {
  it("counts bookings and no-shows in the shop's digits", () => {
    expect(bangla().booking.found(12)).toBe("১২টি বুকিং");
    expect(bangla("bn-BD-u-nu-latn").booking.found(12)).toBe("12টি বুকিং");
    expect(bangla().bookingChanges.noShows(3)).toBe("৩ বার আসেননি");
  });

  it("writes a slot's day and start, and the English as ever", () => {
    expect(bangla().booking.slotAt("২২ নভেম্বর, ২০২৬", "১০:০০")).toBe("২২ নভেম্বর, ২০২৬, ১০:০০");
    expect(messages.booking.slotAt("Nov 22 2026", "10:00")).toBe("Nov 22 2026 at 10:00");
  });

  it("fills the messages made with values", () => {
    const { bookingChanges, paymentsAtShop, bookingExport } = bangla();
    expect(bookingChanges.openOf("Rahim", "Full wash")).toBe("Rahim-এর বুকিং খুলুন: Full wash");
    expect(bookingChanges.refundTooMuch("৪০৳")).toContain("৪০৳");
    expect(paymentsAtShop.recorded("৫০০৳", paymentsAtShop.methods.cash)).toBe("পেমেন্ট রেকর্ড হয়েছে: কাউন্টারে ৫০০৳ (নগদ)।");
    expect(bookingExport.header).toHaveLength(messages.bookingExport.header.length);
  });

  it("writes the confirmation's text whether or not it says where the booking is paid", () => {
    const { booking } = bangla();
    const details = { name: "Rahim", service: "Full wash", when: "কাল", duration: 30, amount: "৫০০৳", reference: "AB12", link: "https://example.com" };
    expect(booking.mailText(details)).toContain("সময়কাল: ৩০ মিনিট");
    expect(booking.mailText({ ...details, atShop: true })).toContain("পরিমাণ: ৫০০৳");
  });
});
