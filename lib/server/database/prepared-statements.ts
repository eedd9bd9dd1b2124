import "server-only";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";

/**
 * Whether this instance's connections can keep prepared statements, which
 * the app names and reuses on each connection (lib/db.ts, statement-names.ts).
 * Straight to PostgreSQL they can. Through a pooler in transaction mode that
 * does not carry them (PgBouncer before 1.21, or 1.21+ with
 * max_prepared_statements = 0), a connection's next transaction may run on
 * another server connection: a statement it prepared "does not exist" there,
 * or one of the same name, prepared by another client, "already exists". Then
 * most requests fail with a 500 while a plain `SELECT 1` still answers, so the
 * health check asks this instead, and the fix is one setting:
 * DATABASE_PREPARED_STATEMENTS=false.
 */

/** PostgreSQL's codes: invalid_sql_statement_name ("does not exist"), duplicate_prepared_statement ("already exists"). */
const CODES = new Set(["26000", "42P05"]);
const MESSAGE = /prepared statement "[^"]*" (does not exist|already exists)/;

/** An error (pg's own, or Prisma's report of one) saying that a named prepared statement was missing, or its name taken. */
export function isPreparedStatementFailure(error: unknown): boolean {
  const found = error as { code?: unknown; message?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; originalMessage?: unknown } } } } | null;
  const cause = found?.meta?.driverAdapterError?.cause;
  const code = cause?.originalCode ?? found?.code;
  const message = String(cause?.originalMessage ?? found?.message ?? "");
  return (typeof code === "string" && CODES.has(code) && message.includes("prepared statement")) || MESSAGE.test(message);
}

/** A connection as the probe uses it (pg.Client's shape). */
export type ProbeConnection = { query: (query: { name: string; text: string }) => Promise<unknown>; end: () => Promise<void> };

/**
 * Runs one named statement on two connections of its own, as the app's pool
 * does with each of its statements: first on each (the second finds the name
 * taken if it lands on the first one's server connection), then again on both
 * (a connection moved to another server connection finds it missing). True if
 * every run worked; false on such a failure; any other error is thrown.
 */
export async function preparedStatementsHold(connect: () => Promise<ProbeConnection>): Promise<boolean> {
  const statement = { name: `spotless_probe_${randomUUID().replaceAll("-", "")}`, text: "SELECT 1" };
  const connections: ProbeConnection[] = [];
  try {
    connections.push(await connect(), await connect());
    for (let round = 0; round < 3; round++) for (const connection of connections) await connection.query(statement);
    return true;
  } catch (error) {
    if (isPreparedStatementFailure(error)) return false;
    throw error;
  } finally {
    await Promise.all(connections.map((connection) => connection.end().catch(() => {})));
  }
}

type Verdict = { holds?: Promise<boolean>; failed?: boolean };
// Shared by the bundles of one process (instrumentation and route handlers are bundled apart).
const verdict = ((globalThis as { __spotlessPreparedStatements?: Verdict }).__spotlessPreparedStatements ??= {});

async function connectToDatabase(): Promise<ProbeConnection> {
  const client = new pg.Client({ connectionString: env().DATABASE_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  return client;
}

/**
 * Whether this instance may keep its statements prepared: asked of the
 * database once per process (at start, and by the health check until it has
 * an answer), logged with the fix when it may not; false from the first
 * request that failed so, whatever the probe found. Always true with
 * DATABASE_PREPARED_STATEMENTS=false.
 */
export async function preparedStatementsWork(): Promise<boolean> {
  if (env().DATABASE_PREPARED_STATEMENTS !== "true") return true;
  if (verdict.failed) return false;
  verdict.holds ??= preparedStatementsHold(connectToDatabase).then(
    (holds) => {
      if (!holds) console.error(messages.api.preparedStatementsUnsupported);
      return holds;
    },
    (error) => {
      // The database did not answer: no verdict yet, asked again next time.
      verdict.holds = undefined;
      throw error;
    },
  );
  return verdict.holds;
}

/** A request failed this way: the instance is told unhealthy from now on, and the fix is logged. */
export function noticePreparedStatementFailure(error: unknown): void {
  if (env().DATABASE_PREPARED_STATEMENTS !== "true" || !isPreparedStatementFailure(error)) return;
  if (!verdict.failed) console.error(messages.api.preparedStatementsUnsupported);
  verdict.failed = true;
}
