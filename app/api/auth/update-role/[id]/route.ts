import { apiRoute, methodNotAllowed, parseWith, readJson } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { updateRole } from "@/lib/server/users/update-role";
import { toListedUserDto } from "@/lib/server/users/user-dto";
import { roleUpdateSchema } from "@/lib/validation/auth";
import { idParamsSchema } from "@/lib/validation/common";

export const PUT = apiRoute<{ id: string }>(async (request, params) => {
  const admin = await requireActor(request, "admin");
  const { id } = parseWith(idParamsSchema, params);
  const { role } = parseWith(roleUpdateSchema, await readJson(request));
  return { data: toListedUserDto(await updateRole(id, role, admin)), message: messages.api.roleUpdated };
});

export const GET = methodNotAllowed;
