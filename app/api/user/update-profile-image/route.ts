import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { readLimitedForm } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { badFile, updateAvatar } from "@/lib/server/users/update-avatar";
import { toUserDto } from "@/lib/server/users/user-dto";
import { UPLOAD_BODY_MAX_BYTES } from "@/lib/validation/limits";

/**
 * The multipart body's `file`, read once the caller is let in, and never more
 * of it than a 2 MB image needs: the bytes are counted as they arrive
 * (declared or chunked), and reading stops at the limit.
 */
async function uploadedFile(request: Request): Promise<unknown> {
  const form = await readLimitedForm(request, UPLOAD_BODY_MAX_BYTES, () => badFile(messages.validation.imageTooLarge), () => badFile(messages.validation.imageMissing));
  return form.get("file");
}

/** Multipart form, field `file`: the caller's own avatar. */
export const PUT = apiRoute(async (request) => ({
  data: toUserDto(await updateAvatar(await actorOf(request), () => uploadedFile(request))),
  message: messages.api.imageUpdated,
}));

export const GET = methodNotAllowed;
