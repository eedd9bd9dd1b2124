import { apiRoute, parseWith } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { getService } from "@/lib/server/services/get-service";
import { idParamsSchema } from "@/lib/validation/common";

export const GET = apiRoute<{ id: string }>(async (_request, params) => {
  const { id } = parseWith(idParamsSchema, params);
  return { data: await getService(id), message: messages.api.serviceFetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
