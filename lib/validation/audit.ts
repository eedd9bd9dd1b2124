import { z } from "zod";
import { auditMessages } from "@/lib/messages/audit";
import { validationMessages } from "@/lib/messages/validation";
import { blankAsUndefined, isoDateSchema, limitSchema, pageSchema } from "@/lib/validation/common";

/** What the audit log's page sizes offer. */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

/**
 * `GET /api/audit-log` and the Audit log page's filters: the admin (an email
 * or part of one, or an account id), the action (`service.updated`, or every
 * action on a kind: `service`), the target (a record's id, or a kind), and a
 * range of days in the shop's time zone.
 */
export const auditLogQuerySchema = z
  .object({
    page: pageSchema,
    limit: limitSchema(AUDIT_PAGE_SIZES[0]),
    actor: z.preprocess(blankAsUndefined, z.string().trim().max(200, { error: auditMessages.actorTooLong }).optional()),
    action: z.preprocess(blankAsUndefined, z.string().trim().regex(/^[a-z]+(\.[a-z_]+)?$/, { error: auditMessages.actionInvalid }).optional()),
    target: z.preprocess(blankAsUndefined, z.string().trim().max(200, { error: auditMessages.targetTooLong }).optional()),
    from: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
    to: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ["to"], error: validationMessages.dateRangeOrder });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
