import type { z } from "zod";
import { toFieldErrors } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { AppError, type FieldError } from "@/lib/server/errors";

/** What a server action tells its form: done (maybe with where to go), or what went wrong. */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; message: string; fieldErrors?: FieldError[]; status?: number };

export const ok = <T>(data: T): ActionResult<T> => ({ ok: true, data });

export const signedOut: ActionResult<never> = { ok: false, message: messages.auth.signInRequired, status: 401 };

export function invalid(error: z.ZodError, message: string): ActionResult<never> {
  return { ok: false, message, fieldErrors: toFieldErrors(error) };
}

/**
 * Runs a domain call for a form: its result, or an AppError as the form's
 * message (a 429, a 409, field errors). Anything else is a real failure and
 * is rethrown.
 */
export async function attempt<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message, fieldErrors: error.errors, status: error.status };
    throw error;
  }
}
