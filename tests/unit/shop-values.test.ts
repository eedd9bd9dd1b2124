import { fillShopValues, SHOP_VALUES } from "@/lib/markdown/shop-values";

const values = { businessName: "Banani Auto Spa", address: "Road 11, Banani", phone: "+880 1711-000101", email: "hi@banani.example", cancelNotice: "12 hours", cancelNoticeHours: 12, hold: "5 minutes", holdMinutes: 5 };

describe("the shop's values in its FAQ and policy pages", () => {
  it("says what the settings say now where a page names them", () => {
    expect(fillShopValues("Cancel up to {{cancelNotice}} before; {{ cancelNoticeHours }}h. Held {{hold}} ({{holdMinutes}}).", values)).toBe("Cancel up to 12 hours before; 12h. Held 5 minutes (5).");
    expect(fillShopValues("**{{businessName}}**, {{address}}: [{{email}}](mailto:{{email}}), {{phone}}", values)).toBe(
      "**Banani Auto Spa**, Road 11, Banani: [hi@banani.example](mailto:hi@banani.example), +880 1711-000101",
    );
  });

  it("keeps anything else in braces as the admin wrote it", () => {
    expect(fillShopValues("{{price}} {{constructor}} {cancelNotice} {{}}", values)).toBe("{{price}} {{constructor}} {cancelNotice} {{}}");
  });

  it("offers every value it fills", () => {
    expect(Object.keys(values).sort()).toEqual([...SHOP_VALUES].sort());
  });
});
