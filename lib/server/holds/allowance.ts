import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { conflict, type AppError } from "@/lib/server/errors";

/**
 * Who may take one more hold. A hold keeps a place from everyone else for
 * half an hour and costs nothing, so a customer holds at most
 * MAX_HOLDS_PER_CUSTOMER places at a time.
 */

/** How many places one customer may hold (awaiting payment) at a time. */
export const MAX_HOLDS_PER_CUSTOMER = 5;

/**
 * Whether this customer may take one more hold now: null if so, else the
 * refusal to throw (409).
 *
 * Decides under the customer's row lock, in the caller's transaction, so
 * that no number of requests at once, on any number of instances, gets past
 * the limit: each counts what the one before it committed. Every path that
 * takes a hold locks its slot's row first and then calls this, so the locks
 * are always taken in that order.
 */
export async function holdRefusal(tx: Prisma.TransactionClient, who: { customerId: string }, now: Date): Promise<AppError | null> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${who.customerId}::uuid FOR NO KEY UPDATE`;
  const held = await tx.booking.count({ where: { customerId: who.customerId, status: "pending", holdExpiresAt: { gt: now } } });
  return held >= MAX_HOLDS_PER_CUSTOMER ? conflict(messages.booking.tooManyHolds(MAX_HOLDS_PER_CUSTOMER)) : null;
}
