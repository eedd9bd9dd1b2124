import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who is writing, for the audit log. An admin's operation runs inside
 * `audited()` (lib/server/operation.ts does it for every operation an admin
 * runs); meanwhile every write to an audited table goes through a
 * transaction that tells PostgreSQL who is acting and from where
 * (`spotless.audit_*`, local to the transaction: lib/db.ts), and the
 * database's triggers record the change in `AuditLogEntry` in that same
 * transaction. Nothing in the application inserts, updates or deletes an
 * entry. See docs/audit-log.md.
 */
export type AuditActor = { id: string; email: string; clientAddress: string };

const current = new AsyncLocalStorage<AuditActor>();

export const auditActor = (): AuditActor | undefined => current.getStore();

export function runAudited<T>(actor: AuditActor, work: () => Promise<T>): Promise<T> {
  return current.run(actor, work);
}

/** Runs work as nobody's (a background job started from a request is not the admin's doing). */
export function runUnaudited<T>(work: () => Promise<T>): Promise<T> {
  return current.run(undefined as unknown as AuditActor, work);
}

/** The tables whose writes an admin's request records (the triggers of the audit_log, audit_bays, audit_webhooks, email_delivery_log and sms_resends migrations). */
export const AUDITED_MODELS = new Set(["service", "slot", "booking", "user", "review", "businessSettings", "contentPage", "servicePhoto", "bay", "webhookEndpoint", "emailDelivery", "smsDelivery"]);

/** Prisma's writing methods on a model. */
export const WRITE_METHODS = new Set(["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany"]);
