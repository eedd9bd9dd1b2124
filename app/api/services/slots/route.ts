import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { createSlot } from "@/lib/server/slots/manage-slots";

/** Create New Slot (admin): `startTime`, `endTime`, `service`, `date`. */
export const POST = apiRoute(async (request) => ({
  data: await createSlot(await actorOf(request), body(request)),
  status: 201,
  message: messages.adminSlots.apiCreated,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
