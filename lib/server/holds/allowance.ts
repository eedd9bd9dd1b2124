import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { describeMinutes } from "@/lib/format/duration";
import { messages } from "@/lib/messages";
import { conflict, rateLimited, type AppError } from "@/lib/errors";

/**
 * Who may take one more hold. A hold keeps a place from everyone else for
 * half an hour and costs nothing, so three rules keep a few free accounts
 * from holding a shop's day (docs/abuse.md):
 *
 * - a customer holds at most MAX_HOLDS_PER_CUSTOMER places at a time;
 * - the holds made from one client address, whatever the accounts, are at
 *   most MAX_HOLDS_PER_ADDRESS at a time;
 * - a customer who gave up holds unpaid (cancelled them, left the checkout,
 *   let them run out, or had them released by the shop) waits before the next:
 *   the first in 24 hours is free, the second costs 5 minutes from when it
 *   ended, and each further one three times as long, up to a day.
 *
 * When the shop asks for it (Business settings' `verifiedPhoneToHold`), a
 * customer holds only with a verified phone number, and the accounts one
 * number is verified on hold at most MAX_HOLDS_PER_CUSTOMER places together:
 * new accounts cost nothing, a phone that can take a code does.
 *
 * A place offered from the waitlist is a hold like any other: it counts, and
 * a customer refused a hold is skipped for the offer.
 */

/** How many places one customer may hold (awaiting payment) at a time. */
export const MAX_HOLDS_PER_CUSTOMER = 5;

/** How many places may be held from one client address at a time, across accounts: a household or an office booking together, not a day's worth. */
export const MAX_HOLDS_PER_ADDRESS = 6;

/** How far back holds given up count. */
const ABANDONED_WINDOW_MS = 24 * 3_600_000;
const FIRST_WAIT_MS = 5 * 60_000;
const WAIT_GROWTH = 3;
const LONGEST_WAIT_MS = 24 * 3_600_000;

/** How long a customer who gave up `abandoned` holds in the last 24 hours waits after the latest: nothing for the first. */
export function waitAfterAbandoned(abandoned: number): number {
  if (abandoned < 2) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * WAIT_GROWTH ** (abandoned - 2));
}

/** The advisory lock space of client addresses ('HOLD'), apart from any other use of advisory locks (pg-boss has its own). */
const ADDRESS_LOCK_SPACE = 0x484f4c44;
/** The advisory lock space of verified phone numbers ('HOLP'). */
const PHONE_LOCK_SPACE = 0x484f4c50;

/**
 * Whether this customer, asking from this address (null: not known), may
 * take one more hold now: null if so, else the refusal to throw (409 for a
 * limit, 429 with Retry-After for a wait).
 *
 * Decides under locks, in the caller's transaction, so that no number of
 * requests at once, on any number of instances, gets past a limit: the
 * customer's row, then their phone number when `verifiedPhone` asks for
 * one, then the address (advisory locks for the transaction). Every path
 * that takes a hold locks its slot's row first and then calls this, so the
 * locks are always taken in that order.
 */
export async function holdRefusal(
  tx: Prisma.TransactionClient,
  who: { customerId: string; clientAddress: string | null; verifiedPhone: boolean },
  now: Date,
): Promise<AppError | null> {
  const [user] = await tx.$queryRaw<{ phoneDigits: string; verified: boolean }[]>`
    SELECT "phoneDigits", "phoneVerifiedAt" IS NOT NULL AND "phoneDigits" <> '' AS verified FROM "User" WHERE id = ${who.customerId}::uuid FOR NO KEY UPDATE`;
  if (who.verifiedPhone) {
    if (!user?.verified) return conflict(messages.smsAdmin.verifiedPhoneToHold.refused);
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PHONE_LOCK_SPACE}::int, hashtext(${user.phoneDigits}))`;
  }
  if (who.clientAddress) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}::int, hashtext(${who.clientAddress}))`;

  const [mine] = await tx.$queryRaw<{ held: number; abandoned: number; latest: Date | null }[]>`
    SELECT count(*) FILTER (WHERE k.status = 'pending' AND k."holdExpiresAt" > ${now})::int AS held,
           count(*) FILTER (WHERE k."holdExpiresAt" <= ${now})::int AS abandoned,
           max(k."holdExpiresAt") FILTER (WHERE k."holdExpiresAt" <= ${now}) AS latest
    FROM "Booking" k
    WHERE k."customerId" = ${who.customerId}::uuid AND k.payment = 'pending' AND k.status IN ('pending', 'cancel')
      AND k."holdExpiresAt" > ${new Date(now.getTime() - ABANDONED_WINDOW_MS)}
      -- Spotless itself gave these up (the payment page could not be opened): not the customer's doing.
      AND NOT EXISTS (
        SELECT 1 FROM "DomainEvent" e
        WHERE e."bookingId" = k.id AND e.type = 'booking.cancelled' AND e."actorRole" = 'system' AND e.payload->>'cause' = 'checkout-closed')`;
  if (mine.held >= MAX_HOLDS_PER_CUSTOMER) return conflict(messages.booking.tooManyHolds(MAX_HOLDS_PER_CUSTOMER));
  const waitUntil = mine.latest ? mine.latest.getTime() + waitAfterAbandoned(mine.abandoned) : 0;
  if (waitUntil > now.getTime()) {
    const seconds = Math.ceil((waitUntil - now.getTime()) / 1000);
    return rateLimited(messages.booking.holdAgainIn(mine.abandoned, describeMinutes(Math.ceil(seconds / 60))), seconds);
  }

  if (who.verifiedPhone) {
    const [number] = await tx.$queryRaw<{ held: number }[]>`
      SELECT count(*)::int AS held FROM "Booking" k JOIN "User" u ON u.id = k."customerId"
      WHERE k.status = 'pending' AND k."holdExpiresAt" > ${now} AND u."phoneDigits" = ${user.phoneDigits} AND u."phoneVerifiedAt" IS NOT NULL`;
    if (number.held >= MAX_HOLDS_PER_CUSTOMER) return conflict(messages.smsAdmin.verifiedPhoneToHold.tooManyHoldsOnNumber(MAX_HOLDS_PER_CUSTOMER));
  }

  if (!who.clientAddress) return null;
  const [address] = await tx.$queryRaw<{ held: number }[]>`
    SELECT count(*)::int AS held FROM "Booking"
    WHERE "clientAddress" = ${who.clientAddress} AND status = 'pending' AND "holdExpiresAt" > ${now}`;
  return address.held >= MAX_HOLDS_PER_ADDRESS ? conflict(messages.booking.tooManyHoldsFromAddress(MAX_HOLDS_PER_ADDRESS)) : null;
}

/**
 * A booking to pay at the shop (docs/payments.md) costs nothing online and keeps its place until its visit, so it is
 * capped as holds are: a customer has at most MAX_HOLDS_PER_CUSTOMER of them still to come and unpaid, and one client
 * address at most MAX_HOLDS_PER_ADDRESS. Called after holdRefusal, under the same locks (the customer's row, the
 * address), in the transaction that takes the place: the cars already placed by it count.
 */
export async function payAtShopRefusal(tx: Prisma.TransactionClient, who: { customerId: string; clientAddress: string | null }, now: Date): Promise<AppError | null> {
  const [counts] = await tx.$queryRaw<{ mine: number; address: number }[]>`
    SELECT count(*) FILTER (WHERE k."customerId" = ${who.customerId}::uuid)::int AS mine,
           count(*) FILTER (WHERE ${who.clientAddress}::text IS NOT NULL AND k."clientAddress" = ${who.clientAddress})::int AS address
    FROM "Booking" k JOIN "Slot" s ON s.id = k."slotId"
    WHERE k.status = 'confirm' AND k.payment = 'pending' AND k."amountDueOnlineCents" = 0 AND s."startsAt" > ${now}
      AND (k."customerId" = ${who.customerId}::uuid OR k."clientAddress" = ${who.clientAddress})`;
  if (counts.mine >= MAX_HOLDS_PER_CUSTOMER) return conflict(messages.paymentsAtShop.tooManyUnpaid(MAX_HOLDS_PER_CUSTOMER));
  if (counts.address >= MAX_HOLDS_PER_ADDRESS) return conflict(messages.paymentsAtShop.tooManyUnpaidFromAddress(MAX_HOLDS_PER_ADDRESS));
  return null;
}
