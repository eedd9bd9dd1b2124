import { apiRoute, parseQuery } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { messages } from "@/lib/messages";
import { listOpenDays } from "@/lib/server/slots/open-days";

/** The days of a month (`month` = YYYY-MM) on which `service` has a slot that can be booked now. */
export const GET = apiRoute(async (request) => {
  const days = await listOpenDays(parseQuery(request, ENDPOINTS["GET /api/slots/open-days"].query));
  return { data: days, totalDoc: days.length, message: messages.api.openDaysFetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
