import { apiRoute } from "@/lib/http/api";
import { readLimitedForm } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { AppError, invalid, tooLarge } from "@/lib/server/errors";
import { removeLogo, uploadLogo, type LogoUpload } from "@/lib/server/settings/logo";
import { UPLOAD_BODY_MAX_BYTES } from "@/lib/validation/limits";

const l = messages.settings.logo;

/** The multipart body's `file`, read once the caller is let in, and never more of it than a 2 MB logo needs. */
async function uploadedLogo(request: Request): Promise<LogoUpload> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) throw new AppError("unsupported-media-type", l.multipartOnly);
  const form = await readLimitedForm(
    request,
    UPLOAD_BODY_MAX_BYTES,
    () => tooLarge(l.fileTooLarge, [{ field: "file", message: l.fileTooLarge }]),
    () => invalid(l.fileRequired, [{ field: "file", message: l.fileRequired }]),
  );
  return { file: form.get("file") };
}

/** Admins: multipart `file` (PNG, JPEG or WebP, at most 2 MB) → 200 with the settings, `logoUrl` the new logo. */
export const POST = apiRoute(async (request) => ({
  data: await uploadLogo(await actorOf(request), () => uploadedLogo(request)),
  message: l.uploaded,
}));

/** Admins: the logo removed → 200 with the settings (`logoUrl` null). */
export const DELETE = apiRoute(async (request) => ({
  data: await removeLogo(await actorOf(request)),
  message: l.removed,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH } from "@/lib/http/api";
