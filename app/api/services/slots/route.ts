import { apiRoute, parseWith, readJson } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { createSlot } from "@/lib/server/slots/manage-slots";
import { slotInputSchema } from "@/lib/validation/admin";

/** Create New Slot (admin): `startTime`, `endTime`, `service`, `date`. */
export const POST = apiRoute(async (request) => {
  await requireActor(request, "admin");
  const input = parseWith(slotInputSchema, await readJson(request));
  return { data: await createSlot(input), status: 201, message: messages.adminSlots.apiCreated };
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
