import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { badFile, updateAvatar } from "@/lib/server/users/update-avatar";
import { toUserDto } from "@/lib/server/users/user-dto";
import { AVATAR_MAX_BYTES } from "@/lib/validation/auth";

// Room for the multipart framing around a 2 MB file.
const MAX_BODY_BYTES = AVATAR_MAX_BYTES + 64 * 1024;

/** The multipart body's `file`, read once the caller is let in. */
async function uploadedFile(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw badFile(messages.validation.imageTooLarge);
  try {
    return (await request.formData()).get("file");
  } catch {
    throw badFile(messages.validation.imageMissing);
  }
}

/** Multipart form, field `file`: the caller's own avatar. */
export const PUT = apiRoute(async (request) => ({
  data: toUserDto(await updateAvatar(await actorOf(request), () => uploadedFile(request))),
  message: messages.api.imageUpdated,
}));

export const GET = methodNotAllowed;
