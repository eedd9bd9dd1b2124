import { messages } from "@/lib/messages";
import { sectionWordsIn } from "@/lib/i18n/section-overlays";
import { inLanguage, textIn, type SectionWords } from "@/lib/i18n/sections";

/** The Bangla words of every section, gathered as the server gathers them (lib/server/i18n/sections.ts). */
function bangla(intlTag = "bn-BD"): SectionWords {
  return sectionWordsIn("bn", intlTag === "bn-BD-u-nu-latn")!;
}

/** Every fixed message of a section (or a group of one) that still reads as its English. */
function stillEnglish(value: unknown, english: unknown, path: string): string[] {
  if (typeof value === "string") return value === english ? [`${path}: ${value}`] : [];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stillEnglish(item, (english as Record<string, unknown>)[key], `${path}.${key}`));
  return [];
}

describe("the admin's delivery logs and shared words in Bangla", () => {
  const words = bangla();

  it.each(["webhooks", "emails", "smsAdmin", "smsStop", "validation", "forms", "errors", "auth"] as const)("%s: every fixed message reads in Bangla", (name) => {
    expect(stillEnglish(inLanguage(messages[name], name, words), messages[name], name)).toEqual([]);
  });

  it("writes counts and dates in the language's digits, and an HTTP status as it is", () => {
    const texts = inLanguage(messages.smsAdmin, "smsAdmin", words).texts;
    expect(texts.monthTotal(3, 12)).toBe("৩টি এসএমএস, ১২টি সেগমেন্ট");
    expect(inLanguage(messages.smsAdmin, "smsAdmin", bangla("bn-BD-u-nu-latn")).texts.found(1)).toBe("1টি এসএমএস");
    const webhooks = inLanguage(messages.webhooks, "webhooks", words);
    expect(webhooks.attempts(2)).toBe("২ বার চেষ্টা");
    expect(webhooks.response(503)).toBe("HTTP 503");
    expect(inLanguage(messages.emails, "emails", words).resent(1)).toBe("১ বার আবার পাঠানো হয়েছে");
  });

  it("says a form's field messages in Bangla (what action() answers)", () => {
    expect(textIn(messages.webhooks.urlInvalid, words)).toBe("একটি http:// বা https:// URL হতে হবে");
    expect(textIn(messages.forms.checkFields, words)).toBe("চিহ্নিত ঘরগুলো আরেকবার দেখে নিন");
  });
});
