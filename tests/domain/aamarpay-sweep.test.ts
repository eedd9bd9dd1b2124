import { reconcileAamarpayCheckouts } from "@/lib/server/bookings/settle-aamarpay";
import { releaseLapsedHolds } from "@/lib/server/bookings/lifecycle-jobs";
import type { AamarpayTransaction } from "@/lib/server/payments/aamarpay-provider";
import { anyBays, at, book, bookingRow, customer, daysAhead, db, eventsOf, MINUTE, service, shop, slot } from "./support";

/**
 * aamarPay's payments whose callback never came (lib/server/bookings/settle-aamarpay.ts): every minute, checkouts
 * whose hold is about to end, and those whose checkout ended a few minutes ago, are looked up with aamarPay's
 * transaction search (a stand-in here) and settled when it reports them paid; each checkout only in those windows.
 */

beforeAll(async () => {
  await anyBays(3);
  await shop();
});

/** A booking held for aamarPay's checkout `tranId` (made through the test checkout, then handed to aamarPay as its checkout would be). */
async function aamarpayHold(tranId: string, startsAt: Date) {
  const wash = await service({ priceCents: 4500 });
  const { booking } = await book(await customer("aamar"), await slot(wash, startsAt));
  await db.booking.update({ where: { id: booking._id }, data: { paymentProvider: "aamarpay", paymentSessionId: tranId } });
  return bookingRow(booking._id);
}

/** aamarPay's search as the stand-in answers it: these checkouts paid (their price), every other one not. */
const searchOf = (paid: Record<string, number>) => {
  const asked: string[] = [];
  const search = async (tranId: string): Promise<AamarpayTransaction | null> => {
    asked.push(tranId);
    return tranId in paid ? { mer_txnid: tranId, pg_txnid: `pg-${tranId}`, pay_status: "Successful", amount: paid[tranId], currency: "USD" } : null;
  };
  return { search, asked };
};

it("settles a checkout paid without a callback just before its hold ends, once", async () => {
  const held = await aamarpayHold("apy-sweep-1", daysAhead(3, 10));
  const { search, asked } = searchOf({ "apy-sweep-1": 45 });

  // Twenty minutes before its hold ends it is not asked about.
  expect(await reconcileAamarpayCheckouts(new Date(held.holdExpiresAt!.getTime() - 20 * MINUTE), search)).toBe(0);
  expect(asked).not.toContain("apy-sweep-1");

  const nearTheEnd = new Date(held.holdExpiresAt!.getTime() - MINUTE);
  expect(await reconcileAamarpayCheckouts(nearTheEnd, search)).toBe(1);
  expect(await bookingRow(held.id)).toMatchObject({ status: "confirm", payment: "paid", paidAmountMinor: 4500 });
  expect((await eventsOf(held.id)).filter((event) => event.type === "booking.paid")).toHaveLength(1);

  // The next minute's sweep finds nothing left to ask.
  expect(await reconcileAamarpayCheckouts(new Date(nearTheEnd.getTime() + 30_000), search)).toBe(0);
  expect((await eventsOf(held.id)).filter((event) => event.type === "booking.paid")).toHaveLength(1);
});

it("asks again once the checkout has ended: a payment made after the hold is settled as a late one (kept while its place is free)", async () => {
  const held = await aamarpayHold("apy-sweep-2", daysAhead(3, 12));
  const { search } = searchOf({});
  // Not paid while the hold lasted: released when it ran out.
  expect(await reconcileAamarpayCheckouts(new Date(held.holdExpiresAt!.getTime() - MINUTE), search)).toBe(0);
  await at(new Date(held.holdExpiresAt!.getTime() + MINUTE), () => releaseLapsedHolds(new Date(held.holdExpiresAt!.getTime() + MINUTE)));
  expect(await bookingRow(held.id)).toMatchObject({ status: "cancel", payment: "pending" });

  // Paid on aamarPay's page before its checkout closed; the customer never came back.
  const checkoutEnds = Math.max(held.holdExpiresAt!.getTime() + 2 * MINUTE, held.createdAt.getTime() + 31 * MINUTE);
  const late = searchOf({ "apy-sweep-2": 45 });
  expect(await reconcileAamarpayCheckouts(new Date(checkoutEnds + 4 * MINUTE), late.search)).toBe(1);
  expect(await bookingRow(held.id)).toMatchObject({ status: "confirm", payment: "paid" });
});

it("asks about a short hold's checkout once it has ended, at the least a checkout lasts after it was made", async () => {
  await shop({ holdMinutes: 10 });
  try {
    const held = await aamarpayHold("apy-sweep-4", daysAhead(3, 16));
    await at(new Date(held.holdExpiresAt!.getTime() + MINUTE), () => releaseLapsedHolds(new Date(held.holdExpiresAt!.getTime() + MINUTE)));
    // The checkout outlasts the ten-minute hold: it ends 31 minutes after it was made, not 2 after the hold.
    const checkoutEnds = held.createdAt.getTime() + 31 * MINUTE;
    expect(checkoutEnds).toBeGreaterThan(held.holdExpiresAt!.getTime() + 2 * MINUTE);
    const late = searchOf({ "apy-sweep-4": 45 });
    expect(await reconcileAamarpayCheckouts(new Date(checkoutEnds + 4 * MINUTE), late.search)).toBe(1);
    expect(late.asked).toEqual(["apy-sweep-4"]);
    expect(await bookingRow(held.id)).toMatchObject({ status: "confirm", payment: "paid" });
  } finally {
    await shop();
  }
});

it("leaves a checkout as it was when aamarPay cannot be asked", async () => {
  const held = await aamarpayHold("apy-sweep-3", daysAhead(3, 14));
  const failing = async (): Promise<AamarpayTransaction | null> => {
    throw new Error("aamarPay answered 503");
  };
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  expect(await reconcileAamarpayCheckouts(new Date(held.holdExpiresAt!.getTime() - MINUTE), failing)).toBe(0);
  expect(logged).toHaveBeenCalledWith("Could not ask aamarPay about checkout apy-sweep-3", expect.any(Error));
  logged.mockRestore();
  expect(await bookingRow(held.id)).toMatchObject({ status: "pending", payment: "pending" });
});
