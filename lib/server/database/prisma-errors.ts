import { Prisma } from "@/lib/generated/prisma/client";

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
