import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addDaysIso, businessInstant } from "@/lib/format/time";
import { operation } from "@/lib/server/operation";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { auditLogQuerySchema, type AuditLogQuery } from "@/lib/validation/audit";
import { escapeLike } from "@/lib/server/database/like";
import { isUuid } from "@/lib/validation/common";

/** One entry as `GET /api/audit-log` and the Audit log page show it. */
export type AuditLogEntryDto = {
  _id: string;
  at: string;
  actor: { _id: string; email: string };
  action: string;
  target: { type: string; _id: string };
  changes: Record<string, { before: unknown; after: unknown }>;
  clientAddress: string;
};

async function whereOf(query: AuditLogQuery): Promise<{ AND: Prisma.AuditLogEntryWhereInput[] }> {
  const and: Prisma.AuditLogEntryWhereInput[] = [];
  if (query.actor) {
    and.push(isUuid(query.actor) ? { actorId: query.actor.toLowerCase() } : { actorEmail: { contains: escapeLike(query.actor), mode: "insensitive" } });
  }
  if (query.action) and.push(query.action.includes(".") ? { action: query.action } : { targetType: query.action });
  if (query.target) and.push({ OR: [{ targetId: query.target }, { targetType: query.target }] });
  if (query.from || query.to) {
    const zone = await businessTimeZone();
    and.push({
      at: {
        ...(query.from && { gte: businessInstant(query.from, "00:00", zone) }),
        ...(query.to && { lt: businessInstant(addDaysIso(query.to, 1), "00:00", zone) }),
      },
    });
  }
  return { AND: and };
}

/**
 * How many entries the log holds in all, as exact as counting them: the tally the database keeps in
 * the transactions that write them (AuditLogTally), instead of reading every entry.
 */
async function entriesInAll(): Promise<number> {
  const { _sum } = await db.auditLogTally.aggregate({ _sum: { entries: true } });
  return Number(_sum.entries ?? 0);
}

/** `GET /api/audit-log` and the Audit log page (admins): newest first. */
export const listAuditLog = operation({ permission: "audit.read", input: auditLogQuerySchema }, async (query): Promise<{ entries: AuditLogEntryDto[]; total: number }> => {
  const where = await whereOf(query);
  const [rows, total] = await Promise.all([
    db.auditLogEntry.findMany({ where, orderBy: [{ at: "desc" }, { id: "desc" }], skip: (query.page - 1) * query.limit, take: query.limit }),
    where.AND.length ? db.auditLogEntry.count({ where }) : entriesInAll(),
  ]);
  return {
    total,
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      actor: { _id: row.actorId, email: row.actorEmail },
      action: row.action,
      target: { type: row.targetType, _id: row.targetId },
      changes: row.changes as AuditLogEntryDto["changes"],
      clientAddress: row.clientAddress,
    })),
  };
});
