import { apiRoute, parseQuery, parseWith, readJson } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { assertCanBook, createBooking } from "@/lib/server/bookings/create-booking";
import { listBookings } from "@/lib/server/bookings/list-bookings";
import { bookingListQuerySchema, createBookingSchema } from "@/lib/validation/booking";

/** Customers book a slot: the answer carries `data.payment_url`, where the browser goes to pay. */
export const POST = apiRoute(async (request) => {
  const customer = await requireActor(request);
  assertCanBook(customer);
  const input = parseWith(createBookingSchema, await readJson(request));
  return { data: await createBooking(input, customer), status: 201, message: messages.booking.created };
});

/** Booking Management (admin). */
export const GET = apiRoute(async (request) => {
  await requireActor(request, "admin");
  const { bookings, total } = await listBookings(parseQuery(request, bookingListQuerySchema));
  return { data: bookings, totalDoc: total, message: messages.booking.fetched };
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
