import { SYSTEM } from "@/lib/server/events/record-event";
import { refundBooking } from "@/lib/server/refunds/refund-booking";
import { anyBays, bookAndPay, bookingRow, customer, daysAhead, db, eventsOf, service, shop, slot } from "./support";

/**
 * A refund owed online whose provider has no refund API (aamarPay's: a
 * payment another amount than the booking's, or one that came after its
 * place was taken) goes to the shop's hands, once: no provider is asked, the
 * retry job no longer sees it, and the admin is told to refund it by hand.
 */

beforeAll(async () => {
  await shop({});
  await anyBays(1);
});

it("hands a refund owed on an aamarPay payment to the shop, once, and records no refund", async () => {
  const place = await slot(await service({ priceCents: 4500 }), daysAhead(3, 10));
  const id = await bookAndPay(await customer("rahim"), place);
  // As the settlement leaves a payment of another amount: cancelled, its refund owed online.
  await db.booking.update({ where: { id }, data: { paymentProvider: "aamarpay", status: "cancel", refundDue: "payment-mismatch" } });
  const eventsBefore = await eventsOf(id);

  expect(await refundBooking(id, SYSTEM)).toBe("by-hand");
  expect(await bookingRow(id)).toMatchObject({ payment: "paid", status: "cancel", refundDue: null, refundByHand: true });
  expect(await refundBooking(id, SYSTEM)).toBe("not-due");
  expect(await eventsOf(id)).toEqual(eventsBefore);
});
