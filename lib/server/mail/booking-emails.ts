import "server-only";
import { createEvent } from "ics";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { centsToDollars, formatPrice } from "@/lib/format/money";
import { sendMail } from "@/lib/server/mail/mailer";
import { describeSlot } from "@/lib/format/time";

const b = messages.booking;

/** The emails about one booking, to its customer. */
async function loadBooking(bookingId: string) {
  return db.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { customer: true, service: true, slot: true } });
}

/** The confirmation email, with the booking as an .ics calendar event. */
export async function sendBookingConfirmation(bookingId: string): Promise<void> {
  const booking = await loadBooking(bookingId);
  const { APP_URL } = env();
  const calendar = createEvent({
    uid: `${booking.id}@spotless`,
    productId: "spotless/booking",
    method: "PUBLISH",
    status: "CONFIRMED",
    title: `${booking.service.name} (Spotless)`,
    description: `Booking reference ${booking.id}`,
    start: booking.slot.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: booking.slot.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    url: `${APP_URL}/dashboard/user/my-bookings`,
  });
  if (calendar.error || !calendar.value) throw calendar.error ?? new Error("The calendar event could not be made");
  await sendMail({
    to: booking.customer.email,
    subject: b.mailSubject(booking.service.name),
    text: b.mailText({
      name: booking.customerName || booking.customer.firstName,
      service: booking.service.name,
      when: describeSlot(booking.slot),
      duration: booking.service.duration,
      amount: formatPrice(centsToDollars(booking.amountCents), booking.currency),
      bookingId: booking.id,
      link: `${APP_URL}/dashboard/user/my-bookings`,
    }),
    attachments: [{ filename: "spotless-booking.ics", content: calendar.value, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  });
}

/** Tells the customer that a late payment was refunded because the slot had been taken. */
export async function sendRefundNotice(bookingId: string): Promise<void> {
  const booking = await loadBooking(bookingId);
  await sendMail({
    to: booking.customer.email,
    subject: b.refundSubject,
    text: b.refundText({
      name: booking.customerName || booking.customer.firstName,
      service: booking.service.name,
      when: describeSlot(booking.slot),
      amount: formatPrice(centsToDollars(booking.amountCents), booking.currency),
    }),
  });
}
