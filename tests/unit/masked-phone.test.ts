import { maskedPhone, maskPhonesIn } from "@/lib/format/masked-phone";

describe("a phone number in the admin's lists", () => {
  it("keeps only its last three digits, and its shape", () => {
    expect(maskedPhone("+8801711000003")).toBe("+••••••••••003");
    expect(maskedPhone("+880 1711-000003")).toBe("+••• ••••-•••003");
    expect(maskedPhone("12")).toBe("12");
  });

  it("is masked wherever it shows in a gateway's error, and shorter numbers (codes, statuses) are left", () => {
    expect(maskPhonesIn("The 'To' number +8801711000003 is not a valid phone number.")).toBe("The 'To' number +••••••••••003 is not a valid phone number.");
    expect(maskPhonesIn("Gateway answered 503 (error 21211)")).toBe("Gateway answered 503 (error 21211)");
  });
});
