import { apiRoute, optionalBody } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { joinWaitlist, leaveWaitlist } from "@/lib/server/waitlist/manage-waitlist";

/**
 * Joins a full slot's waitlist (customers): 409 when a place is free for them or they hold or wait
 * for one. No body waits with the default class; `{ vehicleClass, vehicle, addOns }` with that car.
 */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await joinWaitlist(await actorOf(request), id, optionalBody(request)),
  status: 201,
  message: messages.waitlist.apiJoined,
}));

/** Leaves it (a place held for them from it is given up and passes to the next). */
export const DELETE = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await leaveWaitlist(await actorOf(request), id),
  message: messages.waitlist.apiLeft,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH } from "@/lib/http/api";
