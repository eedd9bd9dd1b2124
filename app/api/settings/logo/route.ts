import { apiRoute } from "@/lib/http/api";
import { readUploadForm } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { removeLogo, uploadLogo, type LogoUpload } from "@/lib/server/settings/logo";
import { UPLOAD_BODY_MAX_BYTES } from "@/lib/validation/limits";

const logoText = messages.settings.logo;

/** The multipart body's `file`, never more of it than a 2 MB logo needs; any other kind of body is refused unread (415). */
async function uploadedLogo(request: Request): Promise<LogoUpload> {
  return { file: (await readUploadForm(request, UPLOAD_BODY_MAX_BYTES, logoText)).get("file") };
}

/** Admins: multipart `file` (PNG, JPEG or WebP, at most 2 MB) → 200 with the settings, `logoUrl` the new logo. */
export const POST = apiRoute(async (request) => ({
  data: await uploadLogo(await actorOf(request), () => uploadedLogo(request)),
  message: logoText.uploaded,
}));

/** Admins: the logo removed → 200 with the settings (`logoUrl` null). */
export const DELETE = apiRoute(async (request) => ({
  data: await removeLogo(await actorOf(request)),
  message: logoText.removed,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH } from "@/lib/http/api";
