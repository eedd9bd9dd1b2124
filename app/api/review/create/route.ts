import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { createReview } from "@/lib/server/reviews/manage-reviews";

/**
 * A signed-in customer's review: `rating` (1 to 5) and `comment` (15 characters or more). Always 201; the message
 * and `approved` say whether it shows now (a completed visit) or once the shop has approved it.
 */
export const POST = apiRoute(async (request) => {
  const review = await createReview(await actorOf(request), body(request));
  return { data: review, status: 201, message: review.approved ? messages.reviews.created : messages.reviews.createdAwaiting };
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
