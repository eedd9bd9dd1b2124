import { messages } from "@/lib/messages";
import { sectionWordsIn } from "@/lib/i18n/section-overlays";
import { inLanguage, type SectionWords } from "@/lib/i18n/sections";

/** The words of every section in Bangla, as the server builds them (lib/server/i18n/sections.ts), with the shop's digits. */
function bangla(intlTag: string): SectionWords {
  return sectionWordsIn("bn", intlTag === "bn-BD-u-nu-latn")!;
}

describe("the counter, holds and a booking's vehicle in Bangla", () => {
  const words = bangla("bn-BD");
  const counter = inLanguage(messages.counter, "counter", words);
  const holds = inLanguage(messages.holds, "holds", words);
  const staffBooking = inLanguage(messages.staffBooking, "staffBooking", words);
  const vehicleDisplay = inLanguage(messages.vehicleDisplay, "vehicleDisplay", words);
  const vehicleGroup = inLanguage(messages.vehicleGroup, "vehicleGroup", words);

  it("says the counter's and the holds' words, counts in Bengali digits", () => {
    expect(counter.title).toBe("কাউন্টার");
    expect(counter.toSettleHint(2)).toContain("২ ঘণ্টা");
    expect(holds.found(12)).toBe("চালু হোল্ড: ১২টি");
    expect(holds.byCustomer(3)).toBe("এই গ্রাহকের ৩টি");
    expect(staffBooking.timeRange("১০:০০", "১০:৪৫")).toBe("১০:০০ থেকে ১০:৪৫");
    expect(staffBooking.methods.cash).toBe("নগদ");
  });

  it("writes counts with Latin digits for a shop that chose them", () => {
    expect(inLanguage(messages.holds, "holds", bangla("bn-BD-u-nu-latn")).found(12)).toBe("চালু হোল্ড: 12টি");
  });

  it("keeps the vehicle's own formatting where a line holds no words (its make, model and colour; its parts)", () => {
    expect(vehicleDisplay.makeModel("Toyota", "Corolla", "")).toBe("Toyota Corolla");
    expect(vehicleDisplay.makeModel("Toyota", "Corolla", "silver")).toBe("Toyota Corolla, silver");
    expect(vehicleDisplay.vehicleLine(["SUV", "", "DHA 12 345"])).toBe("SUV · DHA 12 345");
    expect(vehicleDisplay.addOnChoice("Wax", "৳১৫", "", [])).toBe("Wax: +৳১৫");
    expect(vehicleDisplay.exportColumns).toEqual(["গাড়ির ধরন", "গাড়ি", "নম্বর প্লেট", "অ্যাড-অন", "মোট"]);
  });

  it("says how many cars fit, none or some", () => {
    expect(vehicleGroup.carsDoNotFit(0, 3)).toContain("৩টি গাড়ির একটিরও জায়গা নেই");
    expect(vehicleGroup.carsDoNotFit(1, 3)).toContain("৩টি গাড়ির মধ্যে কেবল ১টির জায়গা আছে");
  });
});
