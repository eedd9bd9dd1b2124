import { serviceInputSchema } from "@/lib/validation/admin";
import { profileUpdateSchema, registerSchema } from "@/lib/validation/auth";
import { bayInputSchema } from "@/lib/validation/bays";
import { bookingNameSchema } from "@/lib/validation/booking";
import { reviewInputSchema } from "@/lib/validation/reviews";
import { settingsFields } from "@/lib/validation/settings";

/**
 * Names people type never keep a bidi control (embeddings and overrides
 * U+202A–U+202E, isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C):
 * they are left out wherever they stand, so that "Ali" + RIGHT-TO-LEFT
 * OVERRIDE + "nimda", which a list shows as "Aliadmin", is stored as
 * "Alinimda", what it really says.
 */
const CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069", "\u200E", "\u200F", "\u061C"];

const registration = (firstName: string, lastName = "Akter") => ({ firstName, lastName, email: "name.rules@example.test", address: "Road 3, Dhaka", phone: "+8801812345678", password: "Correct#Horse1" });

describe("names with bidi controls", () => {
  it("keep none of them, wherever they stand, in a customer's first and last names", () => {
    for (const control of CONTROLS) {
      const parsed = registerSchema.parse(registration(`Ali${control}nimda`, `Ak${control}ter`));
      expect([parsed.firstName, parsed.lastName]).toEqual(["Alinimda", "Akter"]);
      expect(profileUpdateSchema.parse({ firstName: `${control}Rahim${control}` })).toEqual({ firstName: "Rahim" });
    }
  });

  it("keep none in the booking's customer name, a service's, a bay's or the shop's name", () => {
    expect(bookingNameSchema.parse("Nasrin \u2067Akter\u2069")).toBe("Nasrin Akter");
    expect(serviceInputSchema.parse({ name: "Interior\u202E hsaw", description: "A wash", duration: 30, price: 20 }).name).toBe("Interior hsaw");
    expect(bayInputSchema.parse({ name: "Bay\u200F 1" }).name).toBe("Bay 1");
    expect(settingsFields.businessName.parse("Spotless\u202D Car Care")).toBe("Spotless Car Care");
  });

  it("leave names written right to left as they were", () => {
    expect(registerSchema.parse(registration("محمد", "رحمن")).firstName).toBe("محمد");
    expect(bookingNameSchema.parse("דוד כהן")).toBe("דוד כהן");
  });

  it("are refused as empty when nothing else is in them", () => {
    const parsed = registerSchema.safeParse(registration("\u202E\u2066\u200F"));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["firstName"], message: "* First name is required" });
  });

  it("are a rule for names only: a review keeps the marks that order its mixed-direction text", () => {
    expect(reviewInputSchema.parse({ rating: 5, comment: "Great wash \u200Fشكرا\u200F thank you" }).comment).toBe("Great wash \u200Fشكرا\u200F thank you");
  });
});
