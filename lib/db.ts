import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/config/env";
import { statementNames } from "@/lib/server/database/statement-names";
import { auditActor, AUDITED_MODELS, WRITE_METHODS, type AuditActor } from "@/lib/server/audit/context";

// One client per process, kept on globalThis: the build bundles this module once for route handlers
// and once for pages and actions, and each copy would otherwise open its own connection pool and its
// own query compiler (in development it also survives hot reloads).
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

type AdapterOptions = NonNullable<ConstructorParameters<typeof PrismaPg>[1]>;

function createClient() {
  const { DATABASE_URL, DATABASE_POOL_SIZE, DATABASE_PREPARED_STATEMENTS } = env();
  // Texts past statementNames()'s cap get no name (the adapter's type says string): pg then sends them
  // unnamed, parsed for that one use, as it does for every text when no generator is given.
  const options: AdapterOptions = DATABASE_PREPARED_STATEMENTS === "true" ? { statementNameGenerator: statementNames() as AdapterOptions["statementNameGenerator"] } : {};
  const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DATABASE_POOL_SIZE }, options);
  return new PrismaClient({ adapter });
}

const base: PrismaClient = (globalForPrisma.prisma ??= createClient());

type Work = (tx: Prisma.TransactionClient) => Promise<unknown>;

/** Tells PostgreSQL, for this transaction only, who is writing (the audit log's triggers read it). */
const tellAudit = (tx: { $executeRaw: PrismaClient["$executeRaw"] }, actor: AuditActor) =>
  tx.$executeRaw`SELECT set_config('spotless.audit_actor', ${actor.id}, true), set_config('spotless.audit_email', ${actor.email}, true), set_config('spotless.audit_address', ${actor.clientAddress}, true)`;

/**
 * The client, as every module uses it. While an admin's operation runs
 * (lib/server/audit), each transaction it opens, and each write it makes to an
 * audited table outside one (run as a transaction of its own), first tells
 * PostgreSQL who is acting, so that the audit log's triggers record the change
 * with them in the same transaction. Everyone else's queries go straight
 * through. Batched transactions (`$transaction([...])`) are not used for
 * audited tables.
 */
export const db: PrismaClient = new Proxy(base, {
  get(target, property) {
    const value = Reflect.get(target, property, target);
    const actor = typeof property === "string" ? auditActor() : undefined;
    if (!actor) return typeof value === "function" ? value.bind(target) : value;
    if (property === "$transaction") {
      return (work: Work | unknown[], options?: object) =>
        Array.isArray(work)
          ? target.$transaction(work as never, options as never)
          : target.$transaction(async (tx) => {
              await tellAudit(tx, actor);
              return work(tx);
            }, options);
    }
    if (typeof property === "string" && AUDITED_MODELS.has(property)) {
      return new Proxy(value as object, {
        get(delegate, method) {
          const operation = Reflect.get(delegate, method, delegate);
          if (typeof method !== "string" || !WRITE_METHODS.has(method)) return operation;
          return (args: unknown) =>
            target.$transaction(async (tx) => {
              await tellAudit(tx, actor);
              return (tx as unknown as Record<string, Record<string, (args: unknown) => Promise<unknown>>>)[property][method](args);
            });
        },
      });
    }
    return typeof value === "function" ? value.bind(target) : value;
  },
});
