import type { z } from "zod";
import type { FieldError } from "@/lib/server/errors";
import { AppError } from "@/lib/server/errors";

/** What a server action tells its form: done (maybe with where to go), or what went wrong. */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; message: string; fieldErrors?: FieldError[]; status?: number };

export const ok = <T>(data: T): ActionResult<T> => ({ ok: true, data });

export function invalid(error: z.ZodError, message: string): ActionResult<never> {
  return {
    ok: false,
    message,
    fieldErrors: error.issues.map((issue) => ({ field: issue.path.map(String).join("."), message: issue.message })),
  };
}

/** An AppError becomes the form's message; anything else is a real failure and is rethrown. */
export function failed(error: unknown): ActionResult<never> {
  if (error instanceof AppError) return { ok: false, message: error.message, fieldErrors: error.errors, status: error.status };
  throw error;
}
