import { minorAmount } from "@/lib/format/money";
import { releaseLapsedHolds } from "@/lib/server/bookings/lifecycle-jobs";
import { completeCheckout, expireCheckout } from "@/lib/server/bookings/settle-payment";
import { testCheckoutProvider } from "@/lib/server/payments/test-checkout";
import { anyBays, book, bookingRow, customer, daysAhead, db, eventsOf, MINUTE, pay, service, shop, slot } from "./support";

/**
 * Settling a payment (lib/server/bookings/settle-payment.ts): a paid checkout
 * confirms its booking once; the same report again changes nothing; a
 * payment that comes after the hold was given up confirms the booking only
 * if its place (and a bay) can still be had, and is otherwise owed back and
 * refunded; a payment of the wrong amount never confirms.
 */

beforeAll(async () => {
  await shop({ holdMinutes: 30 });
  await anyBays(2);
});

const paidEvents = async (bookingId: string) => (await eventsOf(bookingId)).filter((event) => event.type === "booking.paid");

describe("a paid checkout", () => {
  it("confirms its booking and books its slot, and records the payment", async () => {
    const place = await slot(await service({ priceCents: 3100 }), daysAhead(3, 10));
    const { booking } = await book(await customer("ada"), place);
    const paidAt = new Date();

    expect(await pay(booking._id, { now: paidAt })).toBe("confirmed");

    expect(await bookingRow(booking._id)).toMatchObject({ status: "confirm", payment: "paid", paidAt, holdExpiresAt: null, paidAmountMinor: 3100, paidCurrency: "usd" });
    expect(await db.slot.findUniqueOrThrow({ where: { id: place.id } })).toMatchObject({ status: "booked", heldUntil: null });
    expect((await eventsOf(booking._id)).map((event) => event.type)).toEqual(["booking.created", "booking.paid"]);
    expect((await paidEvents(booking._id))[0].payload).toMatchObject({ amountCents: 3100, provider: "test", confirmed: true });
  });

  it("reported twice (a webhook and the customer back on the success page) confirms once", async () => {
    const place = await slot(await service(), daysAhead(3, 12));
    const { booking } = await book(await customer("bo"), place);
    const [first, second] = await Promise.all([pay(booking._id), pay(booking._id)]);

    expect([first, second].sort()).toEqual(["already-settled", "confirmed"]);
    expect(await pay(booking._id)).toBe("already-settled");
    expect(await paidEvents(booking._id)).toHaveLength(1);
    expect((await bookingRow(booking._id)).status).toBe("confirm");
  });

  it("replayed with the same provider event is recognised as such", async () => {
    const place = await slot(await service(), daysAhead(3, 14));
    const { booking } = await book(await customer("cy"), place);
    const row = await bookingRow(booking._id);
    const event = { id: `evt_${row.id}`, provider: "test", type: "checkout.session.completed" };
    const amount = minorAmount(row.amountCents, row.currency);

    expect(await completeCheckout(testCheckoutProvider, row.paymentSessionId!, amount, event)).toBe("confirmed");
    expect(await completeCheckout(testCheckoutProvider, row.paymentSessionId!, amount, event)).toBe("duplicate-event");
    expect(await paidEvents(booking._id)).toHaveLength(1);
    expect(await db.processedPaymentEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("of a checkout nobody made is not anyone's payment", async () => {
    expect(await completeCheckout(testCheckoutProvider, "test_cs_unknown", minorAmount(2500, "usd"))).toBe("unknown-checkout");
  });

  it("of another amount than the booking's never confirms it: cancelled, its place freed, the payment given back as paid", async () => {
    const place = await slot(await service({ priceCents: 5000 }), daysAhead(4, 10));
    const { booking } = await book(await customer("short"), place);

    const warned = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await pay(booking._id, { amount: minorAmount(100, "usd") })).toBe("payment-mismatch");
      expect(warned).toHaveBeenCalledWith(expect.stringMatching(/was paid 100 usd, not the booking's amount/));
    } finally {
      warned.mockRestore();
    }

    expect(await bookingRow(booking._id)).toMatchObject({ status: "cancel", payment: "refunded", paidAmountMinor: 100, paidCurrency: "usd" });
    const events = await eventsOf(booking._id);
    expect(events.map((event) => event.type)).toEqual(["booking.created", "booking.paid", "booking.cancelled", "booking.refunded"]);
    expect(events[2].payload).toMatchObject({ cause: "payment-mismatch", refund: "due", wasConfirmed: false });
    expect(events[3].payload).toMatchObject({ amountCents: 100, currency: "usd", provider: "test", cause: "payment-mismatch" });
    expect((await book(await customer("next"), place)).created).toBe(true);
  });
});

describe("a payment after the hold was given up", () => {
  it("confirms the booking when its place and a bay are still free (the code keeps them for a late payer)", async () => {
    const place = await slot(await service(), daysAhead(5, 10));
    const { booking } = await book(await customer("late"), place);
    const lapsed = new Date((await bookingRow(booking._id)).holdExpiresAt!.getTime() + MINUTE);

    expect(await pay(booking._id, { now: lapsed })).toBe("confirmed");
    expect(await bookingRow(booking._id)).toMatchObject({ status: "confirm", payment: "paid" });
  });

  it("after the checkout ended unpaid and another customer took the place: not confirmed, the money owed back and refunded", async () => {
    const place = await slot(await service(), daysAhead(5, 12));
    const { booking } = await book(await customer("gone"), place);
    const row = await bookingRow(booking._id);
    expect(await expireCheckout(row.paymentSessionId!)).toBe("released");
    const other = await book(await customer("other"), place);

    expect(await pay(booking._id)).toBe("refund-owed");

    expect(await bookingRow(booking._id)).toMatchObject({ status: "cancel", payment: "refunded" });
    const events = await eventsOf(booking._id);
    expect(events.map((event) => [event.type, event.payload.cause ?? null])).toEqual([
      ["booking.created", null],
      ["booking.cancelled", "checkout-closed"],
      ["booking.paid", null],
      ["booking.cancelled", "slot-taken"],
      ["booking.refunded", "late-payment"],
    ]);
    expect(events[2].payload).toMatchObject({ confirmed: false });
    expect(events[3].payload).toMatchObject({ refund: "due", wasConfirmed: false });
    // The customer who took the place keeps it.
    expect(await bookingRow(other.booking._id)).toMatchObject({ status: "pending" });
  });

  it("released, and whose slot has started by then: not confirmed, refunded", async () => {
    const place = await slot(await service(), daysAhead(5, 14));
    const { booking } = await book(await customer("slow"), place);
    // The job that releases holds that ran out has come by.
    await releaseLapsedHolds(new Date((await bookingRow(booking._id)).holdExpiresAt!.getTime() + MINUTE));
    expect((await bookingRow(booking._id)).status).toBe("cancel");
    const afterStart = new Date(place.startsAt.getTime() + MINUTE);

    expect(await pay(booking._id, { now: afterStart })).toBe("refund-owed");
    expect(await bookingRow(booking._id)).toMatchObject({ status: "cancel", payment: "refunded" });
  });

  it("whose slot the shop cancelled: not confirmed, refunded", async () => {
    const place = await slot(await service(), daysAhead(5, 16));
    const { booking } = await book(await customer("shut"), place);
    await db.slot.update({ where: { id: place.id }, data: { status: "cancel" } });
    await expireCheckout((await bookingRow(booking._id)).paymentSessionId!);

    expect(await pay(booking._id)).toBe("refund-owed");
    expect(await bookingRow(booking._id)).toMatchObject({ status: "cancel", payment: "refunded" });
  });
});
