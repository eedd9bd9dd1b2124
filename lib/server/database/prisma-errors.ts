import { Prisma } from "@/lib/generated/prisma/client";
import { DATABASE_DOWN_DIGEST, databaseDown, isAppError } from "@/lib/errors";

type AdapterCause = { kind?: unknown; constraint?: unknown };

/**
 * A unique violation, optionally of one named constraint: P2002 from model
 * queries, P2010 from raw SQL. With driver adapters Prisma 7 reports the
 * details under `meta.driverAdapterError.cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const cause = (error.meta?.driverAdapterError as { cause?: AdapterCause } | undefined)?.cause;
  const unique = error.code === "P2002" || (error.code === "P2010" && cause?.kind === "UniqueConstraintViolation");
  if (!unique || !constraint) return unique;
  const name = cause?.constraint;
  if (typeof name === "string") return name === constraint;
  if (name && typeof name === "object" && "index" in name) return (name as { index: unknown }).index === constraint;
  return JSON.stringify(error.meta ?? {}).includes(constraint);
}

/** An exclusion-constraint violation (PostgreSQL 23P01), optionally of one named constraint. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const cause = (error.meta?.driverAdapterError as { cause?: { originalCode?: unknown; originalMessage?: unknown } } | undefined)?.cause;
  if (cause?.originalCode !== "23P01") return false;
  return !constraint || String(cause.originalMessage ?? "").includes(`"${constraint}"`);
}

/**
 * A check the database made and refused (PostgreSQL 23514), optionally one
 * named: a CHECK constraint, or a trigger that raises with the rule's name
 * first in its message ("Booking_within_capacity: ...").
 */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const cause = (error.meta?.driverAdapterError as { cause?: { originalCode?: unknown; originalMessage?: unknown; constraint?: unknown } } | undefined)?.cause;
  if (cause?.originalCode !== "23514") return false;
  return !constraint || String(cause.originalMessage ?? "").includes(constraint) || JSON.stringify(cause.constraint ?? "").includes(constraint);
}

/** PostgreSQL broke a deadlock (40P01) by failing this transaction: trying again is safe. */
export function isDeadlock(error: unknown): boolean {
  const cause = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } } | null)?.meta?.driverAdapterError?.cause;
  return cause?.originalCode === "40P01" || String((error as Error | null)?.message ?? "").includes("deadlock detected");
}

/** Prisma's codes for a database it cannot reach or that closed the connection (P1001 unreachable, P1002 timed out, P1017 closed, P2024 no free connection in time). */
const PRISMA_CONNECTION_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** What the driver adapter calls the same failures (Prisma reports them under `meta.driverAdapterError.cause.kind`). */
const ADAPTER_CONNECTION_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Node's network errors when the server cannot be reached or drops the connection. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "EPIPE"]);
/**
 * PostgreSQL's own: SQLSTATE class 08 (connection exception), 57P01–57P03 (the server is shutting
 * down, crashed or still starting) and 53300 (too many connections).
 */
const isUnavailableSqlState = (code: unknown) => typeof code === "string" && (/^08[0-9A-Z]{3}$/.test(code) || ["57P01", "57P02", "57P03", "53300"].includes(code));
/** node-postgres's messages for a connection lost or never made (it gives them no code). */
const PG_CONNECTION_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Client has encountered a connection error/i;

/**
 * Whether an error says the database cannot be reached now (refused, dropped,
 * timed out, shutting down or still starting), rather than that a query was
 * wrong: from Prisma (with its driver adapter), from node-postgres directly
 * (the job queue's pool), or wrapped by either (its `cause`). The one place
 * that knows their shapes: `lib/db.ts` marks such an error for the pages
 * (`markIfDisconnected`), the REST envelope and the forms' actions turn it
 * into the `unavailable` kind (`unavailableIfDisconnected`).
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, errorCode, meta, message, cause } = error as { code?: unknown; errorCode?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } }; message?: unknown; cause?: unknown };
  if (PRISMA_CONNECTION_CODES.has(String(code)) || PRISMA_CONNECTION_CODES.has(String(errorCode))) return true;
  const adapterCause = meta?.driverAdapterError?.cause;
  if (ADAPTER_CONNECTION_KINDS.has(String(adapterCause?.kind)) || isUnavailableSqlState(adapterCause?.originalCode)) return true;
  if (SOCKET_CODES.has(String(code)) || isUnavailableSqlState(code)) return true;
  if (typeof message === "string" && PG_CONNECTION_MESSAGE.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isConnectionFailure(inner, depth + 1))) return true;
  return isConnectionFailure(cause, depth + 1);
}

/**
 * Marks a connection failure with DATABASE_DOWN_DIGEST and hands it back (any other error unmarked):
 * what `lib/db.ts` does to every failed query. A page's error boundary sees only an error's digest,
 * and this one tells it the shop is briefly unavailable. The error stays the driver's own (an
 * AppError made here would be of this bundle's class, and the database client is shared by all of
 * the server's bundles); the doors turn it into their `unavailable` with `unavailableIfDisconnected`.
 */
export function markIfDisconnected(error: unknown): unknown {
  if (error && typeof error === "object" && isConnectionFailure(error)) (error as { digest?: string }).digest = DATABASE_DOWN_DIGEST;
  return error;
}

/**
 * A connection failure as the domain says it: `unavailable` (503 with
 * Retry-After on the API, the "briefly unavailable" message of a form),
 * logged once here. Any other error is handed back as it was.
 */
export function unavailableIfDisconnected(error: unknown): unknown {
  if (isAppError(error) || !isConnectionFailure(error)) return error;
  console.error(`The database cannot be reached: ${String((error as Error).message ?? error).trim().split("\n").at(-1)}`);
  return databaseDown();
}
