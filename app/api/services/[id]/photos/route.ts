import { apiRoute } from "@/lib/http/api";
import { readUploadForm } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { addServicePhoto, type PhotoUpload } from "@/lib/server/photos/service-photos";
import { PHOTO_BODY_MAX_BYTES } from "@/lib/validation/limits";

const photosText = messages.photos;

/** The multipart body's parts, never more of it than a 5 MB photo needs; any other kind of body is refused unread (415). */
async function uploadedPhoto(request: Request): Promise<PhotoUpload> {
  const form = await readUploadForm(request, PHOTO_BODY_MAX_BYTES, photosText);
  return { file: form.get("file"), alt: form.get("alt") ?? undefined, cover: form.get("cover") ?? undefined };
}

/** Admins: multipart `file` (PNG, JPEG or WebP, at most 5 MB), `alt` (required), optional `cover` → 201 with the photo. */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await addServicePhoto(await actorOf(request), id, () => uploadedPhoto(request)),
  message: photosText.uploaded,
  status: 201,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
