import { apiRoute, query } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listAuditLog } from "@/lib/server/audit-log/list-audit-log";

/** The audit log (admins): newest first, filtered by `actor`, `action`, `target`, `from`, `to`; `page`, `limit`. */
export const GET = apiRoute(async (request) => {
  const { entries, total } = await listAuditLog(await actorOf(request), query(request));
  return { data: entries, totalDoc: total, message: messages.audit.fetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
