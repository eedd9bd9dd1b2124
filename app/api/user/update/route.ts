import { apiRoute, methodNotAllowed, parseWith, readJson } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { updateProfile } from "@/lib/server/users/update-profile";
import { toUserDto } from "@/lib/server/users/user-dto";
import { profileUpdateSchema } from "@/lib/validation/auth";

/** The caller's own first and/or last name. */
export const PUT = apiRoute(async (request) => {
  const user = await requireActor(request);
  const input = parseWith(profileUpdateSchema, await readJson(request));
  return { data: toUserDto(await updateProfile(user, input)), message: messages.api.userUpdated };
});

export const GET = methodNotAllowed;
