import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { businessOverview } from "@/lib/server/overview/business-overview";

/** The admin overview's figures and series (admin). */
export const GET = apiRoute(async (request) => ({
  data: await businessOverview(await actorOf(request)),
  message: messages.overview.fetched,
}));

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
