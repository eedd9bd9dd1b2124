import { cookies } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { FLASH_COOKIE, type FlashKey } from "@/lib/forms/flash";
import { secureCookies } from "@/lib/config/session-cookies";
import { messages } from "@/lib/messages";
import { unavailableIfDisconnected } from "@/lib/server/database/prisma-errors";
import { AppError, type ErrorKind, type FieldError } from "@/lib/errors";
import { toFieldErrors } from "@/lib/validation/common";
import { noticePreparedStatementFailure } from "@/lib/server/database/prepared-statements";
import { logActionFailure } from "./failures";

/**
 * What a server action tells its form: done (maybe with data, such as where
 * to go), or what went wrong, as a message for the form and messages for its
 * fields. `kind` lets a form react to, say, a session that ended.
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; message: string; fieldErrors?: FieldError[]; kind?: ErrorKind };

/** A failed ActionResult, whatever it would have held. */
export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

export const ok = <T>(data: T): ActionResult<T> => ({ ok: true, data });

export function invalid(error: z.ZodError, message: string): ActionFailure {
  return { ok: false, message, fieldErrors: toFieldErrors(error), kind: "invalid" };
}

/**
 * Runs a domain call for a form: its result, or an AppError as the form's
 * message (a 429, a 409, field errors), the web door's one translation of the
 * domain's failures (a database that cannot be reached among them: the form
 * says the shop is briefly unavailable). Anything else is a real failure:
 * logged with the action's name and the request's id (failures.ts), and
 * rethrown. Next.js's own signals (redirect, notFound) pass through unlogged.
 * `invalidMessage` replaces the REST wording of invalid input (which lists the
 * fields) with the form's own: the fields show their messages inline.
 */
export async function attempt<T>(work: () => Promise<T>, invalidMessage: string = messages.forms.checkFields): Promise<ActionResult<T>> {
  try {
    return ok(await work());
  } catch (thrown) {
    const error = unavailableIfDisconnected(thrown);
    if (!(error instanceof AppError)) {
      unstable_rethrow(error);
      await logActionFailure(error);
      noticePreparedStatementFailure(error);
      throw error;
    }
    const message = error.kind === "invalid" && error.fields?.length ? invalidMessage : error.message;
    return { ok: false, message, fieldErrors: error.fields, kind: error.kind };
  }
}

// ---------------------------------------------------------------- forms that post to an action

/**
 * Forms that work with and without JavaScript post FormData to an action
 * through React's useActionState (see docs/forms.md). The action answers a
 * FormState: nothing yet, done, or failed with a message and a message per
 * field; and, either way, what was typed, so that a page rendered by the
 * server after a plain HTML post shows the form filled in again. Passwords,
 * tokens and files are never sent back. An action whose success leads
 * elsewhere does not answer: it calls `redirect()`, after `flash()`.
 */
export type FormValues = Record<string, string>;

export type FormState =
  | { status: "idle" }
  | { status: "done"; message?: string; detail?: string; values: FormValues }
  | { status: "failed"; message: string; fieldErrors: Record<string, string>; kind?: ErrorKind; values: FormValues };

/** Fields whose values a form never shows again. */
const SECRET_FIELDS = new Set(["password", "confirmPassword", "currentPassword", "token"]);

/** The named text fields of a submitted form, '' where missing; files and unlisted fields are left out. */
export function readForm<const F extends string>(data: unknown, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = data instanceof FormData ? data.get(field) : undefined;
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** What the form may show again: everything typed but its secrets. */
function shownAgain(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !SECRET_FIELDS.has(field)));
}

export function formDone(values: FormValues, message?: string, detail?: string): FormState {
  return { status: "done", message, detail, values: shownAgain(values) };
}

/** A failed ActionResult as the form shows it: the first message of each field. */
export function formFailed(result: ActionFailure, values: FormValues): FormState {
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of result.fieldErrors ?? []) fieldErrors[field] ??= message;
  return { status: "failed", message: result.message, fieldErrors, kind: result.kind, values: shownAgain(values) };
}

/**
 * attempt() for a form's action: an AppError becomes the form's failure as
 * before; any other error (logged by attempt) is shown as a failure too, so
 * that a form never loses what was typed to an error page. Next.js's own
 * signals (redirect, notFound) pass through.
 */
export async function attemptForm<T>(work: () => Promise<T>, invalidMessage?: string): Promise<ActionResult<T>> {
  try {
    return await attempt(work, invalidMessage);
  } catch (error) {
    unstable_rethrow(error);
    return { ok: false, message: messages.api.internal, kind: "upstream-failed" };
  }
}

/**
 * A message for the next page, after a redirect: a short-lived cookie the
 * browser reads and clears (components/forms/flash-toasts.tsx shows it).
 * Only a known key is stored, never text.
 */
export async function flash(key: FlashKey): Promise<void> {
  (await cookies()).set(FLASH_COOKIE, key, { path: "/", maxAge: 60, sameSite: "lax", httpOnly: false, secure: secureCookies() });
}
