/**
 * @jest-environment node
 */
import { contactFormSchema, loginSchema, passwordChangeFormSchema, profileUpdateSchema, registerFormSchema, registerSchema, roleUpdateSchema, withoutBareCallingCode } from "@/lib/validation/auth";
import { requiredRole } from "@/lib/policy/page-guards";
import { landingAfterSignIn, safeRedirectPath, signInUrl } from "@/lib/urls/sign-in-redirect";
import { detectImageType } from "@/lib/server/storage/image-type";
import { MIN_PASSWORD_SCORE, passwordStrength } from "@/lib/format/password-strength";

const valid = {
  firstName: "Rina",
  lastName: "Begum",
  email: "Rina@Example.com",
  address: "House 7, Gulshan",
  phone: "+8801712345678",
  password: "Rina#Secret2026",
};

const messagesFor = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("registration rules", () => {
  it("accepts a complete registration, lower-cases the email and stores the phone in E.164", () => {
    const parsed = registerSchema.parse({ ...valid, phone: "01712-345678" });
    expect(parsed.email).toBe("rina@example.com");
    expect(parsed.phone).toBe("+8801712345678");
  });

  it("uses the spec's messages for every missing field", () => {
    expect(messagesFor(registerFormSchema.safeParse({}))).toEqual({
      firstName: "* First name is required",
      lastName: "* Last name is required",
      email: "* Email is required",
      address: "* Address is required",
      phone: "Contact number is required",
      password: "* Password is required",
      confirmPassword: "* Confirm password is required",
    });
  });

  it("requires the confirmation to match", () => {
    expect(messagesFor(registerFormSchema.safeParse({ ...valid, confirmPassword: "Other#Secret2026" }))).toEqual({ confirmPassword: "* Passwords must match" });
    expect(registerFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });

  it.each([
    ["", "Contact number is required"],
    ["+880171", "Invalid phone number"],
    ["+88017123456789012", "Invalid phone number"],
    ["hello", "Invalid phone number"],
  ])("rejects the phone %p with %p", (phone, message) => {
    expect(messagesFor(registerSchema.safeParse({ ...valid, phone })).phone).toBe(message);
  });

  it("applies each country's rules to international numbers", () => {
    expect(registerSchema.safeParse({ ...valid, phone: "+14155552671" }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, phone: "+4915112345678" }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, phone: "+1415555" }).success).toBe(false);
  });

  it("rejects an invalid email with the spec's message", () => {
    expect(messagesFor(registerSchema.safeParse({ ...valid, email: "rina@" })).email).toBe("* Invalid email address");
  });
});

describe("sign-in and profile rules", () => {
  it("sign-in needs an email and a password", () => {
    expect(messagesFor(loginSchema.safeParse({ email: "", password: "" }))).toEqual({ email: "* Email is required", password: "* Password is required" });
  });

  it("a profile update takes only names, each non-empty", () => {
    expect(profileUpdateSchema.parse({ lastName: " Akter " })).toEqual({ lastName: "Akter" });
    expect(messagesFor(profileUpdateSchema.safeParse({ firstName: "" })).firstName).toBe("* First Name is required");
    expect(profileUpdateSchema.safeParse({ email: "x@example.com" }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ role: "admin" }).success).toBe(false);
  });

  it("a profile update changes the phone and address by registration's rules, and a password only with the current one", () => {
    expect(profileUpdateSchema.parse({ phone: "01712 345678", address: " Road 9, Dhaka " })).toEqual({ phone: "+8801712345678", address: "Road 9, Dhaka" });
    expect(messagesFor(profileUpdateSchema.safeParse({ phone: "+880 171" })).phone).toBe("Invalid phone number");
    expect(messagesFor(profileUpdateSchema.safeParse({ address: " " })).address).toBe("* Address is required");
    expect(messagesFor(profileUpdateSchema.safeParse({ password: "Fresh#Garden2026" })).currentPassword).toBe("* Current password is required");
    expect(messagesFor(profileUpdateSchema.safeParse({ currentPassword: "Old#Garden2026" })).password).toBe("* Password is required");
    expect(messagesFor(profileUpdateSchema.safeParse({ currentPassword: "Old#Garden2026", password: "short" })).password).toBe("* Password must be at least 8 characters");
    expect(profileUpdateSchema.parse({ currentPassword: "Old#Garden2026", password: "Fresh#Garden2026" })).toEqual({ currentPassword: "Old#Garden2026", password: "Fresh#Garden2026" });
  });

  it("the profile's password form asks for the current password and the new one twice", () => {
    expect(messagesFor(passwordChangeFormSchema.safeParse({ currentPassword: "", password: "Fresh#Garden2026", confirmPassword: "Fresh#Garden2027" }))).toEqual({
      currentPassword: "* Current password is required",
      confirmPassword: "* Passwords must match",
    });
    expect(messagesFor(contactFormSchema.safeParse({ phone: "+880", address: "" }))).toEqual({ phone: "Invalid phone number", address: "* Address is required" });
    expect(withoutBareCallingCode("+880")).toBe("");
    expect(withoutBareCallingCode("+8801712345678")).toBe("+8801712345678");
  });

  it("a role is admin or user, in any letter case", () => {
    expect(roleUpdateSchema.parse({ role: "Admin" })).toEqual({ role: "admin" });
    expect(roleUpdateSchema.safeParse({ role: "owner" }).success).toBe(false);
  });
});

describe("guards and redirects", () => {
  it.each([
    ["/dashboard/admin", "admin"],
    ["/dashboard/admin/manage-user", "admin"],
    ["/dashboard/user", "user"],
    ["/dashboard/user/update-info", "user"],
    ["/procced-booking", "user"],
    ["/dashboard/administrator", null],
    ["/services", null],
    ["/login", null],
  ])("%s needs %p", (path, role) => {
    expect(requiredRole(path)).toBe(role);
  });

  it.each([
    ["/dashboard/user", "/dashboard/user"],
    ["%2Fprocced-booking%3Fservice%3D1", "/procced-booking?service=1"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/login", "/"],
    [undefined, "/"],
    ["%E0%A4%A", "/"],
  ])("after sign-in %p leads to %p", (saved, expected) => {
    expect(safeRedirectPath(saved)).toBe(expected);
  });

  // Paths that look local but that a browser resolves to another host, or that hide control characters.
  it.each([
    ["/%09/evil.example/x", "/"],
    ["/\t/evil.example/x", "/"],
    ["%2F%09%2Fevil.example%2Fx", "/"],
    ["/%0a/evil.example", "/"],
    ["/%0d%0aSet-Cookie:%20x=1", "/"],
    ["/%00/evil.example", "/"],
    ["/%7f/evil.example", "/"],
    ["/%C2%85/evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/%5Cevil.example", "/"],
    ["/.//evil.example", "/"],
    ["/%2e//evil.example", "/"],
    ["/a/..//evil.example", "/"],
    ["/%2e%2e//evil.example", "/"],
    ["///evil.example", "/"],
    [" /dashboard/user", "/"],
    ["http:/evil.example", "/"],
    ["/api/auth/logout", "/"],
    ["/register?x=1", "/"],
    ["/login#again", "/"],
  ])("refuses %p, which leaves the site or hides a control character", (saved, expected) => {
    expect(safeRedirectPath(saved)).toBe(expected);
  });

  it.each([
    ["/dashboard/user/update-info?from=mail", "/dashboard/user/update-info?from=mail"],
    ["/#review", "/#review"],
    ["/dashboard/x/../user", "/dashboard/user"],
    ["%2Fprocced-booking%3Fservice%3Da%26slot%3Db", "/procced-booking?service=a&slot=b"],
  ])("keeps the same-site path %p as the browser would read it: %p", (saved, expected) => {
    expect(safeRedirectPath(saved)).toBe(expected);
  });

  it("resolves against the site's own origin when given one", () => {
    expect(safeRedirectPath("/dashboard/user", "https://book.example.com")).toBe("/dashboard/user");
    expect(safeRedirectPath("/%09/evil.example", "https://book.example.com")).toBe("/");
  });

  it("builds the sign-in address that leads back, and none for home or an unsafe path", () => {
    expect(signInUrl("/procced-booking?service=a&slot=b")).toBe("/login?redirect=%2Fprocced-booking%3Fservice%3Da%26slot%3Db");
    expect(signInUrl("/dashboard/user", "/register")).toBe("/register?redirect=%2Fdashboard%2Fuser");
    expect(signInUrl("/")).toBe("/login");
    expect(signInUrl("//evil.example")).toBe("/login");
    expect(signInUrl(undefined)).toBe("/login");
  });

  it("leads an admin signing in with nowhere else to go to the admin dashboard, a customer home", () => {
    expect(landingAfterSignIn("admin")).toBe("/dashboard/admin");
    expect(landingAfterSignIn("user")).toBe("/");
  });
});

describe("avatar bytes", () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it("recognises PNG, JPEG, GIF and WebP by their signatures", () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.type).toBe("image/png");
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))?.type).toBe("image/jpeg");
    expect(detectImageType(new TextEncoder().encode("GIF89a...."))?.type).toBe("image/gif");
    expect(detectImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))?.ext).toBe("webp");
  });

  it("refuses anything else, whatever it claims", () => {
    expect(detectImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});

describe("password strength", () => {
  it("scores common and leaked passwords, and near copies of them, below the minimum", async () => {
    for (const password of ["password1", "Password1", "P@ssw0rd", "qwerty123", "letmein!"]) {
      expect((await passwordStrength(password)).score).toBeLessThan(MIN_PASSWORD_SCORE);
    }
  });

  it("lets through passwords that are not on the lists", async () => {
    for (const password of ["Customer#2026", "Lantern#Orbit42", "correcthorsebatterystaple"]) {
      expect((await passwordStrength(password)).score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    }
  });
});
