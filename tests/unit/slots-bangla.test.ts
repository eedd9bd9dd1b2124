import { sectionWordsIn } from "@/lib/i18n/section-overlays";
import { inLanguage, textIn } from "@/lib/i18n/sections";
import { messages } from "@/lib/messages";

/** Slot Management, the calendar and the bays in Bangla, with Bengali digits (or the shop's Latin ones). */
function bangla(intlTag = "bn-BD") {
  const words = sectionWordsIn("bn", intlTag === "bn-BD-u-nu-latn");
  return { adminSlots: inLanguage(messages.adminSlots, "adminSlots", words), calendar: inLanguage(messages.calendar, "calendar", words), bays: inLanguage(messages.bays, "bays", words) };
}

describe("Slot Management, the calendar and the bays in Bangla", () => {
  const bn = bangla();
  const bay = bn.bays.words.bays;

  it("names the shop's bays in Bangla and fills them into sentences", () => {
    expect(bn.bays.words.staff.one).toBe("কর্মী");
    expect(bn.bays.saved(bay)).toBe("বে সংরক্ষিত হয়েছে");
    expect(bn.bays.holdsBookings(bay, 2)).toBe("এই বে-এর ২টি আসন্ন বুকিং আছে: আগে সেগুলো বাতিল করুন বা সরিয়ে নিন");
    expect(bn.calendar.noBay(bn.bays.words.stations)).toBe("স্টেশন ছাড়া");
  });

  it("says what cancelling or deleting a range would touch", () => {
    expect(bn.adminSlots.rangeImpact("cancel", 3, 0, 0)).toBe("এতে ৩টি স্লট বাতিল হবে, সেগুলোতে কোনো চলতি বুকিং নেই। এগিয়ে যেতে নিশ্চিত করুন।");
    expect(bn.adminSlots.rangeImpact("delete", 2, 4, 1)).toBe(
      "এতে ২টি স্লট মুছে ফেলা হবে এবং সেগুলোর ৪টি চলতি বুকিংও বাতিল হবে (১টি পরিশোধিত: পুরো টাকা রিফান্ড করা হবে); প্রত্যেক গ্রাহককে ইমেইলে জানানো হবে। যেসব স্লটে কখনো বুকিং হয়েছিল, বুকিংয়ের ইতিহাস রাখতে সেগুলো মুছে না ফেলে বাতিল করা হবে। এগিয়ে যেতে নিশ্চিত করুন।",
    );
  });

  it("says what a range change did, each part only when it happened", () => {
    expect(bn.adminSlots.rangeDone({ deleted: 0, cancelled: 2, bookings: 0 })).toBe("২টি স্লট বাতিল হয়েছে");
    expect(bn.adminSlots.rangeDone({ deleted: 1, cancelled: 2, bookings: 3 })).toBe("১টি স্লট মুছে ফেলা হয়েছে, ২টি স্লট বাতিল হয়েছে, ৩টি বুকিং বাতিল হয়েছে");
    expect(bn.adminSlots.rangeDone({ deleted: 0, cancelled: 0, bookings: 0 })).toBe("বদলানোর কিছু নেই");
  });

  it("writes the shop's Latin digits when it chose them", () => {
    expect(bangla("bn-BD-u-nu-latn").adminSlots.generated(12, 3)).toBe("12টি স্লট তৈরি হয়েছে, 3টি বাদ গেছে");
  });

  it("says a rule's English message made with numbers again in Bangla, with the same numbers", () => {
    const english = messages.adminSlots;
    const words = sectionWordsIn("bn");
    expect(textIn(english.capacityBelowBookings(3), words)).toBe("এই স্লটে ৩টি চলতি বুকিং আছে: এর জায়গা ৩-এর কম করা যাবে না");
    expect(textIn(english.slotRangeTooLong(366), words)).toBe("একটি পরিবর্তন সর্বোচ্চ ৩৬৬ দিনের হতে পারে");
    expect(textIn(english.tooManySlots(5000), words)).toBe("এতে একবারে ৫,০০০টির বেশি স্লট তৈরি হবে; আরও ছোট পরিসর বেছে নিন");
    for (const [action, slots, bookings, paid] of [["cancel", 1, 0, 0], ["delete", 1200, 3, 3], ["cancel", 4, 2, 1], ["delete", 2, 1, 0]] as const)
      expect(textIn(english.rangeImpact(action, slots, bookings, paid), words)).toBe(bn.adminSlots.rangeImpact(action, slots, bookings, paid));
    expect(textIn("Something else with 3 in it", words)).toBe("Something else with 3 in it");
  });
});
