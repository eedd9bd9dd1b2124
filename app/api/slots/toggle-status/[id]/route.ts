import { apiRoute, parseWith } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { toggleSlotStatus } from "@/lib/server/slots/manage-slots";
import { idParamsSchema } from "@/lib/validation/common";

/** Cancel an available slot, or make a cancelled one available (admin; no body). */
export const PUT = apiRoute<{ id: string }>(async (request, params) => {
  await requireActor(request, "admin");
  const { id } = parseWith(idParamsSchema, params);
  return { data: await toggleSlotStatus(id), message: messages.adminSlots.apiToggled };
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
