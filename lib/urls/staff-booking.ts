/** New booking (admins): the shop books for a customer on the phone or at the counter. */
export const NEW_BOOKING_PATH = "/dashboard/admin/counter/new";

/** New booking with what is already known: the service (and slot) chosen on a service page, a customer. */
export function newBookingUrl(choice: { service?: string; slot?: string; customer?: string; date?: string; q?: string }): string {
  const query = new URLSearchParams(Object.entries(choice).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = query.toString();
  return text ? `${NEW_BOOKING_PATH}?${text}` : NEW_BOOKING_PATH;
}
