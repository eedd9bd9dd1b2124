import { describeMinutes } from "@/lib/format/duration";
import { messages } from "@/lib/messages";
import { cancelMyBooking, releaseHoldAsAdmin } from "@/lib/server/bookings/cancel-booking";
import { expireCheckout } from "@/lib/server/bookings/settle-payment";
import { isAppError } from "@/lib/errors";
import type { Service, User } from "@/lib/generated/prisma/client";
import { admin, anyBays, at, book, bookingRow, customer, daysAhead, db, MINUTE, refusal, service, shop, slot } from "./support";

/**
 * The wait after holds given up (lib/server/holds/allowance.ts, docs/abuse.md):
 * the first hold a customer gives up unpaid in 24 hours is free, the second
 * costs 5 minutes from when it ended, each further one three times as long;
 * holds that ran out count before the job that releases them has come by,
 * and so do holds the shop released; bookings paid for, and holds Spotless
 * itself gave up, do not.
 */

let wash: Service;
let made = 0;
/** A slot of its own for each booking, twelve a day from six days ahead (none overlap: the shop has one bay). */
const freshSlot = () => {
  const n = made++;
  return slot(wash, daysAhead(6 + Math.floor(n / 12), 6 + (n % 12)));
};

beforeAll(async () => {
  await shop({ holdMinutes: 30 });
  await anyBays(1);
  wash = await service({ duration: 30 });
});

const giveUp = async (who: User, now: Date) => {
  const { booking } = await book(who, await freshSlot(), now);
  await at(now, () => cancelMyBooking(who, booking._id));
  return booking._id;
};

describe("a customer who gives holds up unpaid", () => {
  it("may back out once for free; then each hold given up costs a growing wait", async () => {
    const changer = await customer("changer");
    const start = new Date();
    await giveUp(changer, start);
    await giveUp(changer, start);

    const refused = await refusal(book(changer, await freshSlot(), start));
    expect(refused).toEqual({ kind: "rate-limited", message: messages.booking.holdAgainIn(2, describeMinutes(5)) });
    expect(await db.booking.count({ where: { customerId: changer.id, status: "pending" } })).toBe(0);

    // Five minutes after the last one ended they may hold again; giving that one up too makes the next wait 15 minutes.
    const later = new Date(start.getTime() + 5 * MINUTE + 1000);
    await giveUp(changer, later);
    expect(await refusal(book(changer, await freshSlot(), new Date(later.getTime() + 1000)))).toEqual({
      kind: "rate-limited",
      message: messages.booking.holdAgainIn(3, describeMinutes(15)),
    });
    expect((await book(changer, await freshSlot(), new Date(later.getTime() + 15 * MINUTE))).created).toBe(true);
  });

  it("says how long to wait: Retry-After's seconds ride on the refusal", async () => {
    const waiter = await customer("waiter");
    const start = new Date();
    await giveUp(waiter, start);
    await giveUp(waiter, start);
    const error = await book(waiter, await freshSlot(), new Date(start.getTime() + MINUTE)).catch((thrown: unknown) => thrown);
    expect(isAppError(error, "rate-limited")).toBe(true);
    expect(error).toMatchObject({ retryAfterSeconds: 4 * 60 });
  });

  it("counts holds that ran out unpaid, before the job that releases them has come by", async () => {
    const forgetful = await customer("forgetful");
    const start = new Date();
    for (let i = 0; i < 2; i++) expect((await book(forgetful, await freshSlot(), start)).created).toBe(true);
    // Thirty minutes pass without a payment; a minute after the holds ran out, four of the five minutes remain.
    const refused = await refusal(book(forgetful, await freshSlot(), new Date(start.getTime() + 31 * MINUTE)));
    expect(refused).toEqual({ kind: "rate-limited", message: messages.booking.holdAgainIn(2, describeMinutes(4)) });
    expect(await db.booking.count({ where: { customerId: forgetful.id, status: "pending", holdExpiresAt: { gt: start } } })).toBe(2);
  });

  it("counts holds the shop released", async () => {
    const blocker = await customer("blocker");
    const shopAdmin = await admin();
    for (let i = 0; i < 2; i++) {
      const { booking } = await book(blocker, await freshSlot());
      await releaseHoldAsAdmin(shopAdmin, booking._id);
    }
    expect((await refusal(book(blocker, await freshSlot()))).kind).toBe("rate-limited");
  });

  it("does not count bookings paid for", async () => {
    const payer = await customer("payer");
    for (let i = 0; i < 3; i++) {
      const { booking, created } = await book(payer, await freshSlot());
      expect(created).toBe(true);
      await db.booking.update({ where: { id: booking._id }, data: { status: "confirm", payment: "paid", holdExpiresAt: null } });
    }
    expect((await book(payer, await freshSlot())).created).toBe(true);
  });

  it("does not count holds whose checkout Spotless closed (not the customer's doing)", async () => {
    const unlucky = await customer("unlucky");
    for (let i = 0; i < 3; i++) {
      const { booking } = await book(unlucky, await freshSlot());
      expect(await expireCheckout((await bookingRow(booking._id)).paymentSessionId!)).toBe("released");
    }
    expect((await book(unlucky, await freshSlot())).created).toBe(true);
  });
});
