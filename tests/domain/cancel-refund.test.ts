import { messages } from "@/lib/messages";
import { cancelBookingAsAdmin, cancelMyBooking } from "@/lib/server/bookings/cancel-booking";
import { SYSTEM } from "@/lib/server/events/record-event";
import { testCheckoutProvider } from "@/lib/server/payments/test-checkout";
import { refundBooking } from "@/lib/server/refunds/refund-booking";
import { admin, anyBays, at, book, bookAndPay, bookingRow, customer, daysAhead, db, eventsOf, HOUR, MINUTE, refusal, service, shop, slot } from "./support";

/**
 * Cancelling and refunding (lib/server/bookings/cancel-booking.ts,
 * lib/server/refunds/refund-booking.ts): a customer cancels a paid booking
 * online until the shop's notice before its start, and is refunded in full;
 * inside the notice, or once it started, they may not; a hold awaiting payment
 * may always be dropped and has nothing to refund; an admin cancels at any
 * time and chooses whether the money goes back. The refund's record says
 * what was given back, by whom and why.
 */

const c = messages.bookingChanges;

beforeAll(async () => {
  await shop({ cancellationNoticeHours: 24 });
  await anyBays(2);
});

describe("a customer cancelling", () => {
  it("a paid booking outside the notice: cancelled, its place freed, refunded in full, and recorded so", async () => {
    const wash = await service({ priceCents: 4500 });
    const place = await slot(wash, daysAhead(3, 10));
    const ada = await customer("ada");
    const id = await bookAndPay(ada, place);

    const result = await at(new Date(place.startsAt.getTime() - 25 * HOUR), () => cancelMyBooking(ada, id));

    expect(result).toMatchObject({ refund: "due", refunded: true });
    expect(await bookingRow(id)).toMatchObject({ status: "cancel", payment: "refunded" });
    expect(await db.slot.findUniqueOrThrow({ where: { id: place.id } })).toMatchObject({ status: "available" });
    const [cancelled, refunded] = (await eventsOf(id)).slice(-2);
    expect(cancelled).toMatchObject({ type: "booking.cancelled", actorRole: "customer", payload: { cause: "customer", refund: "due", wasConfirmed: true } });
    // Spotless gives the money back on a customer's cancellation.
    expect(refunded).toMatchObject({ type: "booking.refunded", actorRole: "system", payload: { amountCents: 4500, currency: "usd", provider: "test", cause: "cancelled" } });
    expect((await book(await customer("next"), place)).created).toBe(true);
  });

  it("a paid booking inside the notice is refused, and nothing changes", async () => {
    const place = await slot(await service(), daysAhead(3, 12));
    const bo = await customer("bo");
    const id = await bookAndPay(bo, place);
    const eventsBefore = await eventsOf(id);

    const refused = await refusal(at(new Date(place.startsAt.getTime() - 23 * HOUR), () => cancelMyBooking(bo, id)));

    expect(refused).toEqual({ kind: "too-late", message: c.insideNotice(24) });
    expect(await bookingRow(id)).toMatchObject({ status: "confirm", payment: "paid" });
    expect(await eventsOf(id)).toEqual(eventsBefore);
  });

  it("a booking whose slot has started is refused", async () => {
    const place = await slot(await service(), daysAhead(3, 14));
    const cy = await customer("cy");
    const id = await bookAndPay(cy, place);
    expect(await refusal(at(new Date(place.startsAt.getTime() + MINUTE), () => cancelMyBooking(cy, id)))).toEqual({ kind: "too-late", message: c.started });
    expect((await bookingRow(id)).status).toBe("confirm");
  });

  it("a hold awaiting payment, even inside the notice: released, nothing to refund", async () => {
    const place = await slot(await service(), daysAhead(3, 16));
    const dee = await customer("dee");
    const now = new Date(place.startsAt.getTime() - 2 * HOUR);
    const { booking } = await book(dee, place, now);

    const result = await at(now, () => cancelMyBooking(dee, booking._id));

    expect(result).toMatchObject({ refund: "none", refunded: false });
    expect(await bookingRow(booking._id)).toMatchObject({ status: "cancel", payment: "pending" });
    expect((await eventsOf(booking._id)).at(-1)).toMatchObject({ type: "booking.cancelled", payload: { cause: "customer", refund: "none", wasConfirmed: false } });
  });

  it("another customer's booking is not found, and a booking cancelled already is a conflict", async () => {
    const place = await slot(await service(), daysAhead(4, 10));
    const [owner, stranger] = [await customer("owner"), await customer("stranger")];
    const id = await bookAndPay(owner, place);

    expect(await refusal(cancelMyBooking(stranger, id))).toEqual({ kind: "not-found", message: c.notFound });
    expect((await bookingRow(id)).status).toBe("confirm");
    await cancelMyBooking(owner, id);
    expect(await refusal(cancelMyBooking(owner, id))).toEqual({ kind: "conflict", message: c.alreadyCancelled });
    expect((await eventsOf(id)).filter((event) => event.type === "booking.refunded")).toHaveLength(1);
  });
});

describe("an admin cancelling", () => {
  it("inside the notice, refunding: the refund is recorded as the admin's", async () => {
    const place = await slot(await service({ priceCents: 2000 }), daysAhead(4, 12));
    const id = await bookAndPay(await customer("eve"), place);
    const shopAdmin = await admin();

    const result = await at(new Date(place.startsAt.getTime() - HOUR), () => cancelBookingAsAdmin(shopAdmin, id, { refund: true, reason: "The shop is flooded" }));

    expect(result).toMatchObject({ refund: "due", refunded: true });
    expect(await bookingRow(id)).toMatchObject({ status: "cancel", payment: "refunded" });
    const [cancelled, refunded] = (await eventsOf(id)).slice(-2);
    expect(cancelled).toMatchObject({ type: "booking.cancelled", actorRole: "admin", payload: { cause: "admin", reason: "The shop is flooded", refund: "due" } });
    expect(refunded).toMatchObject({ type: "booking.refunded", actorRole: "admin", payload: { amountCents: 2000, cause: "cancelled" } });
  });

  it("keeping the money: the booking stays paid, with no refund recorded", async () => {
    const place = await slot(await service(), daysAhead(4, 14));
    const id = await bookAndPay(await customer("fay"), place);

    const result = await cancelBookingAsAdmin(await admin(), id, { refund: false, reason: "Did not come to the last three" });

    expect(result).toMatchObject({ refund: "waived", refunded: false });
    expect(await bookingRow(id)).toMatchObject({ status: "cancel", payment: "paid" });
    expect((await eventsOf(id)).map((event) => event.type)).not.toContain("booking.refunded");
    expect((await eventsOf(id)).at(-1)).toMatchObject({ type: "booking.cancelled", payload: { refund: "waived" } });
  });
});

describe("the provider's refund", () => {
  afterEach(() => jest.restoreAllMocks());

  it("is asked for with no row lock held: the booking can be locked by anyone while the provider answers", async () => {
    const place = await slot(await service(), daysAhead(5, 10));
    const gil = await customer("gil");
    const id = await bookAndPay(gil, place);
    const lockedMeanwhile: boolean[] = [];
    jest.spyOn(testCheckoutProvider, "refund").mockImplementation(async () => {
      // NOWAIT fails at once if the cancellation's transaction still holds the booking's row.
      const free = await db.$transaction((tx) => tx.$queryRaw`SELECT id FROM "Booking" WHERE id = ${id}::uuid FOR NO KEY UPDATE NOWAIT`).then(
        () => true,
        () => false,
      );
      lockedMeanwhile.push(free);
    });

    const result = await cancelMyBooking(gil, id);

    expect(lockedMeanwhile).toEqual([true]);
    expect(result).toMatchObject({ refund: "due", refunded: true });
    expect(await bookingRow(id)).toMatchObject({ payment: "refunded", refundDue: null });
  });

  it("failing leaves the refund owed on the booking; the retry makes it once, and later calls find nothing owed", async () => {
    const place = await slot(await service({ priceCents: 3000 }), daysAhead(5, 12));
    const hal = await customer("hal");
    const id = await bookAndPay(hal, place);
    const refund = jest.spyOn(testCheckoutProvider, "refund").mockRejectedValueOnce(new Error("provider down"));
    jest.spyOn(console, "error").mockImplementation(() => {});

    const result = await cancelMyBooking(hal, id);

    expect(result).toMatchObject({ refund: "due", refunded: false });
    expect(await bookingRow(id)).toMatchObject({ status: "cancel", payment: "paid", refundDue: "cancelled" });
    expect((await eventsOf(id)).map((event) => event.type)).not.toContain("booking.refunded");

    expect(await Promise.all([refundBooking(id, SYSTEM), refundBooking(id, SYSTEM)])).toEqual(expect.arrayContaining(["refunded", "not-due"]));
    expect(await refundBooking(id, SYSTEM)).toBe("not-due");
    expect(await bookingRow(id)).toMatchObject({ payment: "refunded", refundDue: null });
    expect((await eventsOf(id)).filter((event) => event.type === "booking.refunded")).toEqual([
      expect.objectContaining({ actorRole: "system", payload: expect.objectContaining({ amountCents: 3000, cause: "cancelled" }) }),
    ]);
    // The provider was asked again only by the retries (with its idempotency key per checkout, one refund).
    expect(refund.mock.calls.every(([sessionId]) => sessionId === refund.mock.calls[0][0])).toBe(true);
  });

  it("is owed only where the cancellation said so on the booking: money the shop kept is never refunded by a retry", async () => {
    const place = await slot(await service(), daysAhead(5, 14));
    const id = await bookAndPay(await customer("ida"), place);
    await cancelBookingAsAdmin(await admin(), id, { refund: false, reason: "Kept" });
    const refund = jest.spyOn(testCheckoutProvider, "refund");

    expect(await bookingRow(id)).toMatchObject({ payment: "paid", refundDue: null });
    expect(await refundBooking(id, SYSTEM)).toBe("not-due");
    expect(refund).not.toHaveBeenCalled();
  });
});
