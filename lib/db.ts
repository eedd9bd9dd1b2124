import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/config/env";
import { markIfDisconnected } from "@/lib/server/database/prisma-errors";
import { statementNames } from "@/lib/server/database/statement-names";
import { auditActor, AUDITED_MODELS, WRITE_METHODS, type AuditActor } from "@/lib/server/audit/context";

// One client per process, kept on globalThis: the build bundles this module once for route handlers
// and once for pages and actions, and each copy would otherwise open its own connection pool and its
// own query compiler (in development it also survives hot reloads).
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

type AdapterOptions = NonNullable<ConstructorParameters<typeof PrismaPg>[1]>;

/**
 * A connection that runs its queries one after another. Prisma loads the relations of one read at
 * once (an `include` of two relations is two queries sent together): on the pool each takes a
 * connection of its own, but inside a transaction they share one, and pg then queues the second
 * itself, which pg deprecates (a DeprecationWarning, logged at error by the first such read of every
 * process; an error from pg 9). @prisma/adapter-pg 7.10 sends them so, and no release serialises
 * them yet; so they wait here instead, in the order they came, as pg's own queue ran them. Queries
 * with a callback or a cursor (pg-pool's own, never Prisma's in a transaction) go straight through.
 */
class OneQueryAtATime extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const run = this.query.bind(this) as (...args: unknown[]) => unknown;
    let previous: Promise<unknown> = Promise.resolve();
    this.query = ((...args: unknown[]) => {
      if (typeof args.at(-1) === "function" || typeof (args[0] as { submit?: unknown } | undefined)?.submit === "function") return run(...args);
      const result = previous.then(() => run(...args));
      previous = result.catch(() => undefined);
      return result;
    }) as unknown as pg.Client["query"];
  }
}

function createClient() {
  const { DATABASE_URL, DATABASE_POOL_SIZE, DATABASE_PREPARED_STATEMENTS } = env();
  // Texts past statementNames()'s cap get no name (the adapter's type says string): pg then sends them
  // unnamed, parsed for that one use, as it does for every text when no generator is given.
  const options: AdapterOptions = DATABASE_PREPARED_STATEMENTS === "true" ? { statementNameGenerator: statementNames() as AdapterOptions["statementNameGenerator"] } : {};
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: DATABASE_POOL_SIZE, Client: OneQueryAtATime });
  // An idle connection the server ends (a restart, a failover, an idle timeout) is dropped by the pool
  // and replaced at the next query; unheard, the pool's "error" event would end the process.
  pool.on("error", (error) => console.warn("An idle database connection was closed:", error.message));
  // A query that fails because the database cannot be reached is marked so (prisma-errors.ts): a page's
  // error boundary then says the shop is briefly unavailable, as the API and the forms do.
  return new PrismaClient({ adapter: new PrismaPg(pool, options) }).$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          return await query(args);
        } catch (error) {
          throw markIfDisconnected(error);
        }
      },
    },
  }) as unknown as PrismaClient;
}

/** The same for a transaction that could not even begin (no connection to begin it on). */
const rethrowDisconnected = (error: unknown): never => {
  throw markIfDisconnected(error);
};

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
 * audited tables. A transaction that fails because the database cannot be
 * reached is marked so, as every query is.
 */
export const db: PrismaClient = new Proxy(base, {
  get(target, property) {
    const value = Reflect.get(target, property, target);
    const actor = typeof property === "string" ? auditActor() : undefined;
    if (property === "$transaction") {
      return (work: Work | unknown[], options?: object) =>
        (Array.isArray(work) || !actor
          ? target.$transaction(work as never, options as never)
          : target.$transaction(async (tx) => {
              await tellAudit(tx, actor);
              return work(tx);
            }, options)
        ).catch(rethrowDisconnected);
    }
    if (!actor) return typeof value === "function" ? value.bind(target) : value;
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
