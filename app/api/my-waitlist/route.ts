import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listMyWaitlist } from "@/lib/server/waitlist/manage-waitlist";

/** The slots the signed-in customer waits for, soonest first (with a place offered to them, if any). */
export const GET = apiRoute(async (request) => {
  const entries = await listMyWaitlist(await actorOf(request));
  return { data: entries, totalDoc: entries.length, message: messages.waitlist.fetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
