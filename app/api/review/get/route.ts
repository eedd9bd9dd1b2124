import { apiRoute, parseQuery } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { messages } from "@/lib/messages";
import { listReviews, reviewSummary } from "@/lib/server/reviews/manage-reviews";

/** Reviews, newest first (`limit` 2 and `page` 1 by default), with the average and per-star counts as `summary`. */
export const GET = apiRoute(async (request) => {
  const query = parseQuery(request, ENDPOINTS["GET /api/review/get"].query);
  const [{ reviews, total }, summary] = await Promise.all([listReviews(query), reviewSummary()]);
  return { data: reviews, totalDoc: total, extra: { summary }, message: messages.reviews.fetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
