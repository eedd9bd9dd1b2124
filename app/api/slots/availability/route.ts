import { apiRoute, parseQuery } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { messages } from "@/lib/messages";
import { listAvailability } from "@/lib/server/slots/list-availability";

export const GET = apiRoute(async (request) => {
  const slots = await listAvailability(parseQuery(request, ENDPOINTS["GET /api/slots/availability"].query));
  return { data: slots, totalDoc: slots.length, message: messages.api.slotsFetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
