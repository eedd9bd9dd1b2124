import { messages } from "@/lib/messages";
import { apiLocale, apiText, englishMessageAt, translationPaths } from "@/lib/http/api-language";

describe("the REST API's language", () => {
  it("is Bangla only when Accept-Language asks for it first among the site's languages", () => {
    expect(apiLocale("bn")).toBe("bn");
    expect(apiLocale("bn-BD,en;q=0.5")).toBe("bn");
    expect(apiLocale("en-US,bn;q=0.9")).toBe("en");
    expect(apiLocale("fr")).toBe("en");
    expect(apiLocale(null)).toBe("en");
  });

  it("translates fixed messages and leaves the rest as they are", () => {
    expect(apiText(messages.booking.slotTaken, "bn")).toBe("স্লটটি এইমাত্র অন্য কেউ নিয়ে নিয়েছেন। অনুগ্রহ করে অন্য সময় বেছে নিন।");
    expect(apiText(messages.api.serviceNotFound, "bn")).toBe("সেবাটি পাওয়া যায়নি");
    expect(apiText(messages.booking.slotTaken, "en")).toBe(messages.booking.slotTaken);
    expect(apiText("Something no section says", "bn")).toBe("Something no section says");
  });

  it("has a Bangla translation only for messages English has, each a fixed message", () => {
    const paths = translationPaths("bn");
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) expect({ path, english: typeof englishMessageAt(path) }).toEqual({ path, english: "string" });
  });
});
