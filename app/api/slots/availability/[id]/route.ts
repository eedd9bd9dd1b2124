import { apiRoute, parseInput } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { getSlot } from "@/lib/server/slots/get-slot";
import { idParamsSchema } from "@/lib/validation/common";

export const GET = apiRoute<{ id: string }>(async (_request, params) => {
  const { id } = parseInput(idParamsSchema, params);
  return { data: await getSlot(id), message: messages.api.slotFetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
