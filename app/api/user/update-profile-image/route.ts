import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { badFile, updateAvatar } from "@/lib/server/users/update-avatar";
import { toUserDto } from "@/lib/server/users/user-dto";
import { AVATAR_MAX_BYTES } from "@/lib/validation/auth";

// Room for the multipart framing around a 2 MB file.
const MAX_BODY_BYTES = AVATAR_MAX_BYTES + 64 * 1024;

/** Multipart form, field `file`: the caller's own avatar. */
export const PUT = apiRoute(async (request) => {
  const user = await requireActor(request);
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw badFile(messages.validation.imageTooLarge);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badFile(messages.validation.imageMissing);
  }
  return { data: toUserDto(await updateAvatar(user, form.get("file"))), message: messages.api.imageUpdated };
});

export const GET = methodNotAllowed;
