import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { deleteServicePhoto } from "@/lib/server/photos/service-photos";

/** Admins: removes one photo of the service (the next one becomes the cover if it was the cover). */
export const DELETE = apiRoute<{ id: string; photoId: string }>(async (request, { id, photoId }) => ({
  data: await deleteServicePhoto(await actorOf(request), id, photoId),
  message: messages.photos.removed,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH } from "@/lib/http/api";
