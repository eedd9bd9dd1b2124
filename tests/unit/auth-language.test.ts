/**
 * @jest-environment node
 */
import { catalogues } from "@/lib/i18n/catalogue";
import { translator } from "@/lib/i18n/translate";
import { messages } from "@/lib/messages";
import { authSchemaWords } from "@/lib/server/i18n/auth-words";
import { forgotPasswordSchemaIn, loginSchemaIn, registerFormSchemaIn, resetPasswordFormSchemaIn, type AuthSchemaWords } from "@/lib/validation/auth";

/**
 * The sign-in pages' words (the catalogue's `auth` section): the forms' schemas speak the page's
 * language in the browser and in their server actions, English exactly as the REST API's.
 */

const english = authSchemaWords(translator("en", "auth"));
const bangla = authSchemaWords(translator("bn", "auth"));
const banglaLatin = authSchemaWords(translator("bn", "auth", { latinDigits: true }));

const messagesFor = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the sign-in forms' schemas in the page's language", () => {
  it("say in English exactly what the REST API's schemas say", () => {
    const { validation } = messages;
    const expected: AuthSchemaWords = {
      emailRequired: validation.emailRequired,
      emailInvalid: validation.emailInvalid,
      passwordRequired: validation.passwordRequired,
      passwordInvisible: validation.passwordInvisible,
      passwordTooShort: validation.passwordTooShort,
      passwordTooLong: validation.passwordTooLong,
      confirmRequired: validation.confirmRequired,
      passwordsMustMatch: validation.passwordsMustMatch,
      firstNameRequired: validation.firstNameRequired,
      lastNameRequired: validation.lastNameRequired,
      nameTooLong: validation.nameTooLong,
      addressRequired: validation.addressRequired,
      addressTooLong: validation.addressTooLong,
      phoneRequired: validation.phoneRequired,
      phoneInvalid: validation.phoneInvalid,
    };
    expect(english).toEqual(expected);
    expect(translator("en", "auth")("validation.passwordTooCommon")).toBe(validation.passwordTooCommon);
    expect(catalogues.en.auth.strength).toEqual({ label: validation.strength, tooCommon: "Too common", weak: "Weak", fair: "Fair", good: "Good", strong: "Strong" });
    expect(Object.values(catalogues.en.auth.strength).slice(1)).toEqual([...validation.strengthLabels]);
  });

  it("say each missing field's message in Bangla", () => {
    expect(messagesFor(registerFormSchemaIn(bangla).safeParse({}))).toEqual({
      firstName: "* নামের প্রথম অংশ দিতে হবে",
      lastName: "* নামের শেষ অংশ দিতে হবে",
      email: "* ইমেইল দিতে হবে",
      address: "* ঠিকানা দিতে হবে",
      phone: "যোগাযোগের নম্বর দিতে হবে",
      password: "* পাসওয়ার্ড দিতে হবে",
      confirmPassword: "* পাসওয়ার্ডটি আবার লিখুন",
    });
    expect(messagesFor(loginSchemaIn(bangla).safeParse({ email: "not-an-email", password: "" }))).toEqual({ email: "* ইমেইল ঠিকানাটি সঠিক নয়", password: "* পাসওয়ার্ড দিতে হবে" });
    expect(messagesFor(forgotPasswordSchemaIn(bangla).safeParse({ email: " " }))).toEqual({ email: "* ইমেইল দিতে হবে" });
    expect(messagesFor(resetPasswordFormSchemaIn(bangla).safeParse({ password: "Short#1x", confirmPassword: "Other#1xy" }))).toEqual({ confirmPassword: "* দুটি পাসওয়ার্ড একই হতে হবে" });
  });

  it("write the limits in Bengali digits, or Latin ones for a shop that chose them", () => {
    expect(messagesFor(resetPasswordFormSchemaIn(bangla).safeParse({ password: "Ab#1", confirmPassword: "Ab#1" }))).toEqual({ password: "* পাসওয়ার্ডে অন্তত ৮টি অক্ষর থাকতে হবে" });
    expect(bangla.nameTooLong).toBe("সর্বোচ্চ ৫০টি অক্ষর লেখা যাবে");
    expect(bangla.addressTooLong).toBe("সর্বোচ্চ ২৫০টি অক্ষর লেখা যাবে");
    expect(banglaLatin.passwordTooLong).toBe("* পাসওয়ার্ডে সর্বোচ্চ 128টি অক্ষর থাকতে পারে");
  });

  it("parse alike in every language: only the messages differ", () => {
    const form = { firstName: "Rina", lastName: "Begum", email: "Rina@Example.com", address: "House 7, Gulshan", phone: "01712-345678", password: "Rina#Secret2026", confirmPassword: "Rina#Secret2026" };
    expect(registerFormSchemaIn(bangla).parse(form)).toEqual(registerFormSchemaIn(english).parse(form));
  });
});
