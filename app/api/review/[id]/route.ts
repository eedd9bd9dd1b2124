import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { moderateReview } from "@/lib/server/reviews/manage-reviews";

/**
 * Moderation (admin): `{ "hidden": true }` takes a review out of the public lists and the averages; `false` shows it again.
 * `{ "approved": true }` lets in a review awaiting approval; `false` sends it back to wait.
 */
export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await moderateReview(await actorOf(request), id, body(request)),
  message: messages.reviews.moderated,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
