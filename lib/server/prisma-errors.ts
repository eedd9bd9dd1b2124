import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A unique violation (P2002), optionally of one named constraint. With driver
 * adapters Prisma 7 reports the constraint under `meta.driverAdapterError`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  if (!constraint) return true;
  const cause = (error.meta?.driverAdapterError as { cause?: { constraint?: unknown } } | undefined)?.cause;
  const name = cause?.constraint;
  return typeof name === "string" ? name === constraint : JSON.stringify(error.meta ?? {}).includes(constraint);
}
