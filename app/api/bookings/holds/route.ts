import { apiRoute, query } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listLiveHolds } from "@/lib/server/bookings/live-holds";

/** Admins: the bookings awaiting payment now, with where each hold came from and how many its customer and address hold (`page`, `limit`). */
export const GET = apiRoute(async (request) => {
  const { holds, total } = await listLiveHolds(await actorOf(request), query(request));
  return { data: holds, totalDoc: total, message: messages.holds.fetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
