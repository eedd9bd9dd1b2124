import type { z } from "zod";
import { messages } from "@/lib/messages";
import { AppError, type ErrorKind, type FieldError } from "@/lib/server/errors";
import { toFieldErrors } from "@/lib/validation/common";

/**
 * What a server action tells its form: done (maybe with data, such as where
 * to go), or what went wrong, as a message for the form and messages for its
 * fields. `kind` lets a form react to, say, a session that ended.
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; message: string; fieldErrors?: FieldError[]; kind?: ErrorKind };

export const ok = <T>(data: T): ActionResult<T> => ({ ok: true, data });

export function invalid(error: z.ZodError, message: string): ActionResult<never> {
  return { ok: false, message, fieldErrors: toFieldErrors(error), kind: "invalid" };
}

/**
 * Runs a domain call for a form: its result, or an AppError as the form's
 * message (a 429, a 409, field errors), the web door's one translation of the
 * domain's failures. Anything else is a real failure and is rethrown.
 * `invalidMessage` replaces the REST wording of invalid input (which lists the
 * fields) with the form's own: the fields show their messages inline.
 */
export async function attempt<T>(work: () => Promise<T>, invalidMessage: string = messages.forms.checkFields): Promise<ActionResult<T>> {
  try {
    return ok(await work());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = error.kind === "invalid" && error.fields?.length ? invalidMessage : error.message;
    return { ok: false, message, fieldErrors: error.fields, kind: error.kind };
  }
}
