import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { createReview } from "@/lib/server/reviews/reviews";

/** A signed-in customer's review: `rating` (1 to 5) and `comment` (15 characters or more). */
export const POST = apiRoute(async (request) => ({
  data: await createReview(await actorOf(request), body(request)),
  status: 201,
  message: messages.reviews.created,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
