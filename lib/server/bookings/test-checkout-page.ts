import "server-only";
import { db } from "@/lib/db";
import { centsToDollars, minorAmount } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/errors";
import { testCheckoutAllowed } from "@/lib/server/payments/provider";
import { testCheckoutProvider } from "@/lib/server/payments/test-checkout";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { bookingWireStatus } from "./booking-status";
import { cancelledPaymentPath } from "./cancel-checkout";
import { checkoutLines, groupCheckoutLines } from "./create-booking";
import { completeCheckout, expireCheckout, paidByCheckout } from "./settle-payment";
import { isCheckoutSessionId } from "@/lib/validation/booking";
import { bookingRules } from "./notice";
import { madeByShop, PAID_BY_LINK_PATH } from "./staff-booking";
import { now as clockNow } from "@/lib/server/clock";

/**
 * `serviceGone`: the service was deleted after the hold was taken, so the hold cannot be paid.
 * `lines`: what is paid for, one line per item as Stripe Checkout lists them (a deposit: one line); `total`: what is due
 * (whole units of the booking's currency), what the booking asks for online, or a group's total for several cars paid together.
 */
export type TestCheckoutView = { booking: BookingDto; payable: boolean; serviceGone: boolean; lines: { name: string; amountCents: number }[]; total: number };

async function testBooking(sessionId: string) {
  if (!testCheckoutAllowed() || !sessionId.startsWith("test_cs_") || !isCheckoutSessionId(sessionId)) throw notFound(messages.testCheckout.expired);
  // Several cars paid together: the first car's booking stands for the checkout, and the group says what is due.
  const booking = await db.booking.findFirst({ where: await paidByCheckout(sessionId), orderBy: { groupPosition: "asc" }, include: { ...bookingInclude, checkoutGroup: true } });
  if (!booking || booking.paymentProvider !== "test") throw notFound(messages.testCheckout.expired);
  return booking;
}

/** What the checkout asks for (a deposit, or all of it; a group's total for several cars), and the full amount. */
function dueOf(booking: Awaited<ReturnType<typeof testBooking>>): { cents: number; fullCents: number } {
  const paying = booking.checkoutGroup ?? booking;
  return { cents: paying.amountDueOnlineCents ?? paying.amountCents, fullCents: paying.amountCents };
}

/** The ids of the bookings a checkout pays for, in the cars' order. */
const bookingsOf = async (booking: { id: string; checkoutGroupId: string | null }) =>
  booking.checkoutGroupId
    ? (await db.booking.findMany({ where: { checkoutGroupId: booking.checkoutGroupId }, orderBy: { groupPosition: "asc" }, select: { id: true } })).map((row) => row.id)
    : [booking.id];

/** What the test checkout page shows; it takes payment only while the booking's hold lasts. */
export async function testCheckoutView(sessionId: string, now = clockNow()): Promise<TestCheckoutView> {
  const row = await testBooking(sessionId);
  const booking = toBookingDto(row, now, await bookingRules());
  const serviceGone = booking.service.isDeleted && booking.status === "pending";
  const { cents, fullCents } = dueOf(row);
  const lines =
    cents < fullCents
      ? [{ name: messages.paymentsDeposits.checkoutLine(row.service.name), amountCents: cents }]
      : row.checkoutGroupId
        ? await groupCheckoutLines(await bookingsOf(row))
        : await checkoutLines(booking._id);
  const total = centsToDollars(cents);
  return { booking, payable: booking.status === "pending" && !serviceGone, serviceGone, lines, total };
}

/** 'Pay': the same fulfilment as Stripe's checkout.session.completed, paying exactly what is due. Returns where to go next. */
export async function payTestCheckout(sessionId: string, now = clockNow()): Promise<string> {
  const booking = await testBooking(sessionId);
  if (bookingWireStatus(booking, booking.slot.endsAt, now, (await bookingRules()).settleGraceHours) !== "pending") return `/checkout/test/${sessionId}`;
  const due = minorAmount(dueOf(booking).cents, booking.checkoutGroup?.currency ?? booking.currency);
  await completeCheckout(testCheckoutProvider, sessionId, due, { id: `${sessionId}:completed`, provider: "test", type: "checkout.session.completed" }, now);
  return (await madeByShop(booking.id)) ? PAID_BY_LINK_PATH : `/booking/success?session_id=${sessionId}`;
}

/** 'Cancel': the same release as Stripe's checkout.session.expired. Returns where to go next. */
export async function cancelTestCheckout(sessionId: string, now = clockNow()): Promise<string> {
  const booking = await testBooking(sessionId);
  await expireCheckout(sessionId, { id: `${sessionId}:expired`, provider: "test", type: "checkout.session.expired" }, now, { role: "customer", id: booking.customerId });
  return (await madeByShop(booking.id)) ? `${PAID_BY_LINK_PATH}?left=1` : cancelledPaymentPath(booking);
}
