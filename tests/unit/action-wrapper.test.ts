/**
 * @jest-environment node
 */
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { action, type ActionState } from "@/lib/actions/action";
import { logActionFailure } from "@/lib/actions/failures";
import { AppError } from "@/lib/errors";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";

/**
 * The web door's one wrapper (lib/actions/action.ts): what every server action
 * does before and after its work. The signed-in person and the failure log are
 * stand-ins; Next.js's redirect() and notFound() are its own.
 */
jest.mock("@/lib/server/auth/current-user", () => ({ currentUser: jest.fn() }));
jest.mock("@/lib/actions/failures", () => ({ logActionFailure: jest.fn(async () => undefined) }));
// Whether the connections keep prepared statements is asked of the database; not here.
jest.mock("@/lib/server/database/prepared-statements", () => ({ noticePreparedStatementFailure: jest.fn() }));
// The visitor's language is read from the request; here it is set by each test (English unless it says).
jest.mock("@/lib/server/i18n/visitor-locale", () => ({ visitorLocale: jest.fn(async () => "en") }));
// The sections' words with the shop's digits; Bengali digits here, the files themselves.
jest.mock("@/lib/server/i18n/sections", () => ({
  sectionWords: jest.fn(async (locale: "en" | "bn") => jest.requireActual<typeof import("@/lib/i18n/section-overlays")>("@/lib/i18n/section-overlays").sectionWordsIn(locale)),
}));

const signedIn = currentUser as unknown as jest.Mock<Promise<User | null>>;
const logged = logActionFailure as jest.Mock;
const someone = { id: "user-1", role: "user" } as User;
const IDLE: ActionState = { status: "idle" };

/** A form as a browser posts it. */
function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** Where a redirect() thrown by the action leads (its digest: NEXT_REDIRECT;type;url;status;). */
async function ledTo(call: Promise<unknown>): Promise<string> {
  const thrown = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  const digest = String((thrown as { digest?: unknown } | undefined)?.digest ?? "");
  expect(digest).toMatch(/^NEXT_REDIRECT;/);
  return digest.split(";")[2];
}

const passwordForm = z.object({ email: z.email({ error: "Enter an email" }), password: z.string().min(8, { error: "At least 8 characters" }) });

beforeEach(() => {
  signedIn.mockReset();
  logged.mockClear();
});

describe("action(): who is calling", () => {
  it("sends the signed-out to sign in and back to the path it names, without running the work", async () => {
    signedIn.mockResolvedValue(null);
    const work = jest.fn(async () => ({}));
    const cancel = action({ signedIn: true, returnTo: (_values, [id]) => `/dashboard/user/my-bookings/${String(id)}/cancel` }, async (_context, _id: string, _state: ActionState, _form: FormData) => work());
    expect(await ledTo(cancel("b-7", IDLE, posted({})))).toBe(`/login?redirect=${encodeURIComponent("/dashboard/user/my-bookings/b-7/cancel")}`);
    expect(work).not.toHaveBeenCalled();
  });

  it("reads the way back from the form when it comes from there", async () => {
    signedIn.mockResolvedValue(null);
    const join = action({ signedIn: true, fields: ["returnTo", "slot"], returnTo: ({ returnTo }) => returnTo }, async (_context, _state: ActionState, _form: FormData) => ({}));
    expect(await ledTo(join(IDLE, posted({ returnTo: "/services/wash?date=2026-12-01", slot: "s-1" })))).toBe(`/login?redirect=${encodeURIComponent("/services/wash?date=2026-12-01")}`);
  });

  it("without a way back, answers the signed-out with the unauthenticated failure (a dialog says so itself)", async () => {
    signedIn.mockResolvedValue(null);
    const work = jest.fn(async () => ({}));
    const create = action({ signedIn: true }, async (_context, _values: unknown) => work());
    expect(await create({ name: "Bay" })).toEqual({ status: "failed", message: messages.auth.signInRequired, fieldErrors: {}, kind: "unauthenticated", values: {} });
    expect(work).not.toHaveBeenCalled();
  });

  it("also sends to sign in when the work itself finds the session gone", async () => {
    signedIn.mockResolvedValue(someone);
    const pay = action({ signedIn: true, returnTo: "/procced-booking" }, async () => {
      throw new AppError("unauthenticated", "Session ended");
    });
    expect(await ledTo(pay())).toBe(`/login?redirect=${encodeURIComponent("/procced-booking")}`);
  });

  it("hands the work the signed-in person, resolved once", async () => {
    signedIn.mockResolvedValue(someone);
    const seen = jest.fn();
    const update = action({ signedIn: true }, async ({ actor }, id: unknown) => ({ data: seen(actor, id) ?? "ok" }));
    expect(await update("x-1")).toMatchObject({ status: "done", data: "ok" });
    expect(seen).toHaveBeenCalledWith(someone, "x-1");
    expect(signedIn).toHaveBeenCalledTimes(1);
  });
});

describe("action(): the answer", () => {
  it("parses the form with its schema: bad input is one failure, each field's first message, and the values typed minus secrets", async () => {
    signedIn.mockResolvedValue(null);
    const work = jest.fn(async () => ({}));
    const login = action({ signedIn: false, fields: ["email", "password", "redirect"], schema: passwordForm }, async (_context, _state: ActionState, _form: FormData) => work());
    expect(await login(IDLE, posted({ email: "not an email", password: "short", redirect: "/services" }))).toEqual({
      status: "failed",
      message: messages.forms.checkFields,
      fieldErrors: { email: "Enter an email", password: "At least 8 characters" },
      kind: "invalid",
      values: { email: "not an email", redirect: "/services" },
    });
    expect(work).not.toHaveBeenCalled();
  });

  it("hands the work the parsed input; done, it shows the values again, never a secret", async () => {
    signedIn.mockResolvedValue(null);
    const login = action({ signedIn: false, fields: ["email", "password", "token"], schema: passwordForm }, async ({ input }, _state: ActionState, _form: FormData) => ({ data: input.email, message: "Saved" }));
    expect(await login(IDLE, posted({ email: "a@b.test", password: "long enough", token: "t" }))).toEqual({ status: "done", data: "a@b.test", message: "Saved", detail: undefined, values: { email: "a@b.test" } });
  });

  it("reads a call that sends no form as empty fields", async () => {
    signedIn.mockResolvedValue(someone);
    const seen = jest.fn();
    const hide = action({ signedIn: true, fields: ["id", "hidden"] }, async ({ values }, _form: unknown) => ({ data: seen(values) }));
    await hide({ id: "r-1" });
    expect(seen).toHaveBeenCalledWith({ id: "", hidden: "" });
  });

  it.each([
    ["conflict", "That slot was just taken"],
    ["too-late", "Too late to cancel"],
    ["rate-limited", "Too many tries"],
    ["forbidden", "Not yours"],
  ] as const)("answers an AppError of kind %s with its message and kind, keeping what was typed", async (kind, message) => {
    signedIn.mockResolvedValue(someone);
    const book = action({ signedIn: true, fields: ["slot", "password"] }, async (_context, _state: ActionState, _form: FormData) => {
      throw new AppError(kind, message, [{ field: "slot", message: "Pick another" }, { field: "slot", message: "second" }]);
    });
    expect(await book(IDLE, posted({ slot: "s-1", password: "secret" }))).toEqual({ status: "failed", message, fieldErrors: { slot: "Pick another" }, kind, values: { slot: "s-1" } });
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs a real failure and rethrows it", async () => {
    signedIn.mockResolvedValue(someone);
    const failure = new Error("the disk is full");
    const create = action({ signedIn: true }, async (_context, _values: unknown) => {
      throw failure;
    });
    await expect(create({ name: "Bay" })).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledWith(failure);
  });

  it("logs a real failure of a form's post and answers it, so the form keeps what was typed", async () => {
    signedIn.mockResolvedValue(someone);
    const failure = new Error("the disk is full");
    const create = action({ signedIn: true, fields: ["url"] }, async (_context, _state: ActionState, _form: FormData) => {
      throw failure;
    });
    expect(await create(IDLE, posted({ url: "https://example.test/hook" }))).toEqual({ status: "failed", message: messages.api.internal, fieldErrors: {}, kind: "upstream-failed", values: { url: "https://example.test/hook" } });
    expect(logged).toHaveBeenCalledWith(failure);
  });

  it("lets Next.js's redirect() and notFound() through, unlogged", async () => {
    signedIn.mockResolvedValue(someone);
    const leave = action({ signedIn: true }, async (_context, _state: ActionState, _form: FormData) => redirect("/dashboard/user/my-bookings?done=waitlist-left"));
    expect(await ledTo(leave(IDLE, posted({})))).toBe("/dashboard/user/my-bookings?done=waitlist-left");
    const missing = action({ signedIn: false }, async () => notFound());
    await expect(missing()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("action(): the visitor's language", () => {
  const language = visitorLocale as jest.Mock<Promise<"en" | "bn">>;
  afterEach(() => language.mockResolvedValue("en"));

  it("says a refusal, each field's message and the answer in the visitor's language when they are a section's fixed messages", async () => {
    signedIn.mockResolvedValue(someone);
    language.mockResolvedValue("bn");
    const refused = action({ signedIn: true }, async (_context, _state: ActionState, _form: FormData) => {
      throw new AppError("invalid", messages.validation.phoneInvalid, [{ field: "phone", message: messages.validation.phoneInvalid }]);
    });
    const failed = await refused(IDLE, posted({}));
    expect(failed).toMatchObject({ status: "failed", fieldErrors: { phone: expect.not.stringMatching(/[A-Za-z]{4}/) } });
    expect((failed as { fieldErrors: Record<string, string> }).fieldErrors.phone).toMatch(/[\u0980-\u09FF]/);

    const saved = action({ signedIn: true }, async (_context, _state: ActionState, _form: FormData) => ({ message: messages.waitlist.left }));
    expect(await saved(IDLE, posted({}))).toMatchObject({ status: "done", message: "আপনি অপেক্ষমাণ তালিকা থেকে সরে গেছেন" });
    // Words that are no section's fixed message (a name, a value) pass as they are.
    const named = action({ signedIn: true }, async (_context, _state: ActionState, _form: FormData) => ({ message: "Rahim's booking" }));
    expect(await named(IDLE, posted({}))).toMatchObject({ message: "Rahim's booking" });
  });

  it("says a refusal the domain wrote with values (a count) again in the visitor's language, with the same values", async () => {
    signedIn.mockResolvedValue(someone);
    language.mockResolvedValue("bn");
    const refused = action({ signedIn: true }, async (_context, _state: ActionState, _form: FormData) => {
      throw new AppError("conflict", messages.adminServices.hasLiveBookings(2, 1));
    });
    const failed = (await refused(IDLE, posted({}))) as { status: string; message: string };
    expect(failed.status).toBe("failed");
    expect(failed.message).toMatch(/[\u0980-\u09FF]/);
    expect(failed.message).toContain("২");
    expect(failed.message).not.toMatch(/booking/i);
  });

  it("answers in English for an English reader", async () => {
    signedIn.mockResolvedValue(someone);
    const saved = action({ signedIn: true }, async (_context, _state: ActionState, _form: FormData) => ({ message: messages.waitlist.left }));
    expect(await saved(IDLE, posted({}))).toMatchObject({ status: "done", message: "You left the waitlist" });
  });
});
