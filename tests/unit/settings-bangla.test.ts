import { inLanguage, textIn, type SectionWords } from "@/lib/i18n/sections";
import { sectionWordsIn } from "@/lib/i18n/section-overlays";
import { SHOP_VALUES } from "@/lib/markdown/shop-values";
import { messages } from "@/lib/messages";

/** The sections' words in Bangla, as the server builds them (lib/server/i18n/sections.ts), with the digits given. */
function banglaWords(intlTag: string): SectionWords {
  return sectionWordsIn("bn", intlTag === "bn-BD-u-nu-latn")!;
}

const words = banglaWords("bn-BD");
const bn = <N extends keyof typeof messages>(name: N) => inLanguage(messages[name], name, words);

describe("Business settings and the content pages in Bangla", () => {
  it("names the weekdays and counts with Bengali digits", () => {
    const settings = bn("settings");
    expect(settings.weekdays).toEqual(["রবিবার", "সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার"]);
    expect(settings.home.tooLong(300)).toBe("সর্বোচ্চ ৩০০টি অক্ষর হতে পারে");
    expect(settings.timeZoneMoves("Asia/Dhaka", 1200, 0)).toContain("১,২০০টি স্লট সরে যাবে");
    expect(settings.timeZoneMoves("Asia/Dhaka", 3, 2)).toContain("৩টি স্লট ও সেগুলোর ২টি বুকিং");
    expect(inLanguage(messages.settings, "settings", banglaWords("bn-BD-u-nu-latn")).home.tooLong(40)).toBe("সর্বোচ্চ 40টি অক্ষর হতে পারে");
  });

  it("lists every shop value a page may name, in double braces", () => {
    const hint = bn("pages").valuesHint([...SHOP_VALUES]);
    for (const name of SHOP_VALUES) expect(hint).toContain(`{{${name}}}`);
    expect(hint).toContain('"{{cancelNotice}} আগে পর্যন্ত" পড়া যাবে "২৪ ঘণ্টা আগে পর্যন্ত"');
  });

  it("gives the home page's own Bangla words as the form's placeholders", () => {
    const home = bn("home");
    expect(home.banners).toHaveLength(messages.home.banners.length);
    expect(home.banners[0].title).toBe("অপেক্ষা ছাড়াই ঝকঝকে গাড়ি");
    expect(home.featuredBody(6)).toBe("আমাদের সেরা ৬টি জনপ্রিয় অফার থেকে বেছে নিন");
  });

  it("says the text reminders' hint with the email reminders, or none", () => {
    const sms = bn("sms");
    expect(sms.reminderOffsetsHint("1440, 120")).toBe("খালি রাখলে: ইমেইল রিমাইন্ডারের মতোই (1440, 120)।");
    expect(sms.reminderOffsetsHint(sms.remindersNone)).toBe("খালি রাখলে: ইমেইল রিমাইন্ডারের মতোই (কোনোটিই না)।");
    expect(messages.sms.reminderOffsetsHint(messages.sms.remindersNone)).toBe(messages.sms.reminderOffsetsHint(""));
  });
});

describe("the settings' refusals made with values, said again in Bangla", () => {
  const english = messages.settings;

  it("are found by their English and said by the Bangla templates with the same values", () => {
    expect(textIn(english.timeZoneMoves("Europe/London", 1, 0), words)).toBe(bn("settings").timeZoneMoves("Europe/London", 1, 0));
    expect(textIn(english.timeZoneMoves("Europe/London", 1234, 1), words)).toContain("১,২৩৪টি স্লট ও সেগুলোর ১টি বুকিং");
    expect(textIn(english.timeZoneOverlap("America/New_York"), words)).toBe(bn("settings").timeZoneOverlap("America/New_York"));
    expect(textIn(messages.paymentsLocal.currencyRefused("SSLCOMMERZ", "USD", "BDT"), words)).toBe("SSLCOMMERZ USD-এ পেমেন্ট নিতে পারে না: এটি নেয় BDT। অন্য মুদ্রা বা অন্য প্রোভাইডার বেছে নিন।");
    expect(textIn(english.home.tooLong(120), words)).toBe("সর্বোচ্চ ১২০টি অক্ষর হতে পারে");
  });

  it("leave any other message as it is", () => {
    expect(textIn("Changing the time zone to X moves many slots", words)).toBe("Changing the time zone to X moves many slots");
  });
});
