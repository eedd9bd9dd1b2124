import { apiRoute, body, parseQuery } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { createAddOn, listAddOns } from "@/lib/server/vehicles/manage-add-ons";

/** The add-ons on offer, or one service's (anyone). */
export const GET = apiRoute(async (request) => {
  const addOns = await listAddOns(parseQuery(request, ENDPOINTS["GET /api/add-ons"].query));
  return { data: addOns, totalDoc: addOns.length, message: messages.vehicles.addOnsFetched };
});

/** Adds an add-on (admin): `{ name, description?, price, minutes, services, prices? }`. */
export const POST = apiRoute(async (request) => ({
  data: await createAddOn(await actorOf(request), body(request)),
  status: 201,
  message: messages.vehicles.addOnCreated,
}));

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
