import { apiRoute, body, query } from "@/lib/http/api";
import { acceptedLocale } from "@/lib/i18n/negotiate";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { bookVisit } from "@/lib/server/bookings/create-group-booking";
import { listBookings } from "@/lib/server/bookings/list-bookings";

/**
 * Customers book a slot (one car, or several with `vehicles`): the answer carries `data.payment_url`, where the
 * browser goes to pay. 201 for a new booking; 200 when the caller already
 * holds this slot (back from the payment page), with the same checkout. The booking keeps the language
 * the call asked for (Accept-Language, when the site speaks it): its emails and texts are written in it
 * unless the customer chose a language (docs/languages.md).
 */
export const POST = apiRoute(async (request) => {
  // With `vehicles`, several cars in one checkout: `data` is still the first car's booking with `payment_url`, plus `bookings`.
  const { booking, created } = await bookVisit(await actorOf(request), body(request), { locale: acceptedLocale(request.headers.get("accept-language")) ?? undefined });
  return { data: booking, status: created ? 201 : 200, message: created ? messages.booking.created : messages.booking.resumed };
});

/** Booking Management (admin). */
export const GET = apiRoute(async (request) => {
  const { bookings, total } = await listBookings(await actorOf(request), query(request));
  return { data: bookings, totalDoc: total, message: messages.booking.fetched };
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
