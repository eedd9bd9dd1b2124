import { elapsedSince } from "@/lib/format/elapsed";
import { sectionWordsIn } from "@/lib/i18n/section-overlays";
import { inLanguage } from "@/lib/i18n/sections";
import { adminCommandMessages } from "@/lib/messages/admin-command";
import { auditMessages } from "@/lib/messages/audit";
import { overviewMessages } from "@/lib/messages/overview";
import { reviewsMessages } from "@/lib/messages/reviews";
import { usersMessages } from "@/lib/messages/users";

/** The sections' Bangla with the shop's digits: Bengali ones, or Latin when the shop chose them. */
function bangla<T>(english: T, name: string, intlTag = "bn-BD"): T {
  return inLanguage(english, name, sectionWordsIn("bn", intlTag === "bn-BD-u-nu-latn"));
}

const bay = { one: "বে", many: "বে", One: "বে", Many: "বে" };

describe("Manage Users, Reviews, Overview and the Audit log in Bangla", () => {
  it("writes the overview's hours, rounded as in English, in the shop's digits", () => {
    const bn = bangla(overviewMessages, "overview");
    expect(bn.hours(12.345)).toBe("১২.৩ ঘণ্টা");
    expect(bn.bayHoursDetail(3, 56, 2, bay)).toBe("খোলা ৫৬ ঘণ্টার মধ্যে ৩ ঘণ্টা (২টি বে × খোলার সময়)");
    expect(bn.bayHoursUsed(bay)).toBe("ব্যবহৃত বে-ঘণ্টা, আগামী সাত দিন");
    expect(bangla(overviewMessages, "overview", "bn-BD-u-nu-latn").hours(1.5)).toBe("1.5 ঘণ্টা");
    // English as ever.
    expect(overviewMessages.hours(1)).toBe("1 hour");
  });

  it("counts reviews and audit entries, and names people", () => {
    expect(bangla(reviewsMessages, "reviews").awaitingCount(3)).toBe("৩টি রিভিউ আপনার অনুমোদনের অপেক্ষায় আছে।");
    expect(bangla(auditMessages, "audit").found(1200)).toBe("১,২০০টি এন্ট্রি");
    expect(bangla(usersMessages, "users").promoteTitle("Rahim Uddin")).toBe("Rahim Uddin-কে অ্যাডমিন করবেন?");
  });

  it("keeps the admin command's commands as typed", () => {
    const bn = bangla(adminCommandMessages, "adminCommand");
    expect(bn.accountExists("a@b.com")).toContain("'npm run admin -- promote a@b.com'");
    expect(bn.created("a@b.com", 24, "https://x/y")).toContain("২৪ ঘণ্টার মধ্যে");
    expect(bn.created("a@b.com", 24, "https://x/y").endsWith("\nhttps://x/y")).toBe(true);
  });

  it("says how long ago an account was made in the page's language", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(elapsedSince("2024-11-20T12:00:00Z", { locale: "bn" }, now)).toBe("২ বছর পূর্বে");
    expect(elapsedSince("2024-11-20T12:00:00Z", { locale: "bn", latinDigits: true }, now)).toBe("2 বছর পূর্বে");
    expect(elapsedSince(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000))).toBe("3 days ago");
  });
});
