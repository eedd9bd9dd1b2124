/**
 * What went wrong, as the domain says it: a kind and a message for people.
 * The domain never speaks HTTP; each door translates kinds once: the REST
 * envelope to a status (lib/http/api.ts), the server actions to a form's
 * message (lib/actions/action.ts).
 */
import { apiMessages } from "@/lib/messages/api";

export type FieldError = { field: string; message: string };

export type ErrorKind =
  /** The input breaks a rule; `fields` says which. */
  | "invalid"
  /** Nobody is signed in, or the session or token is no longer valid. */
  | "unauthenticated"
  /** Signed in, but not allowed to do this (wrong role, not theirs). */
  | "forbidden"
  | "not-found"
  /** The state of things does not allow it (a slot taken, an email in use). */
  | "conflict"
  /** Allowed once, but its time has passed (inside a notice window, a slot already started). */
  | "too-late"
  | "rate-limited"
  | "too-large"
  | "unsupported-media-type"
  | "method-not-allowed"
  /** A part Spotless needs is not set up here (payments without a provider, say). */
  | "unavailable"
  /** A service Spotless relies on (the payment provider) failed. */
  | "upstream-failed";

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fields?: FieldError[],
    /** For rate-limited, and unavailable while the database is down: when to try again, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const invalid = (message: string, fields?: FieldError[]) => new AppError("invalid", message, fields);
export const unauthenticated = (message: string) => new AppError("unauthenticated", message);
export const forbidden = (message: string) => new AppError("forbidden", message);
export const notFound = (message: string) => new AppError("not-found", message);
export const conflict = (message: string) => new AppError("conflict", message);
export const tooLate = (message: string) => new AppError("too-late", message);
export const rateLimited = (message: string, retryAfterSeconds: number) => new AppError("rate-limited", message, undefined, retryAfterSeconds);
export const tooLarge = (message: string, fields?: FieldError[]) => new AppError("too-large", message, fields);
export const unavailable = (message: string) => new AppError("unavailable", message);

export { DATABASE_DOWN_DIGEST } from "./error-digest";
/** How long clients are asked to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_DOWN_RETRY_SECONDS = 30;

/** The database cannot be reached: `unavailable`, with when to try again. */
export const databaseDown = () => new AppError("unavailable", apiMessages.briefUnavailable, undefined, DATABASE_DOWN_RETRY_SECONDS);
export const upstreamFailed = (message: string) => new AppError("upstream-failed", message);

/** Whether something thrown is an AppError of this kind. */
export const isAppError = (error: unknown, kind?: ErrorKind): error is AppError => error instanceof AppError && (!kind || error.kind === kind);

/** Whatever was thrown, as an Error (a thrown string or object keeps its text). */
export const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
