import { apiRoute, parseWith, readJson } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { createReview } from "@/lib/server/reviews/reviews";
import { reviewInputSchema } from "@/lib/validation/reviews";

/** A signed-in customer's review: `rating` (1 to 5) and `comment` (15 characters or more). */
export const POST = apiRoute(async (request) => {
  const author = await requireActor(request, "user");
  const input = parseWith(reviewInputSchema, await readJson(request));
  return { data: await createReview(input, author), status: 201, message: messages.reviews.created };
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
