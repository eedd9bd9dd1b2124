import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { generateSchedule } from "@/lib/server/slots/manage-slots";

/**
 * Generate schedule (admin): `service` (an id or "all"), `from`, `to`,
 * `weekdays` (0 = Sunday … 6), `opening`, `closing` ('HH:MM'), optional
 * `slotMinutes`. Answers how many slots were created and skipped.
 */
export const POST = apiRoute(async (request) => ({
  data: await generateSchedule(await actorOf(request), body(request)),
  status: 201,
  message: messages.adminSlots.apiGenerated,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
