import "server-only";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { unavailable } from "@/lib/server/errors";
import { isPreparedStatementFailure, noticePreparedStatementFailure, preparedStatementsWork } from "@/lib/server/database/prepared-statements";

/** How long the database may take to answer before the instance is reported unhealthy. */
const DATABASE_TIMEOUT_MS = 3000;

/**
 * `GET /api/health`, for load balancers and uptime checks: the app answers,
 * and so does its database (within a few seconds), through connections that
 * can keep the app's prepared statements; otherwise "unavailable" (503),
 * saying which, so that the balancer sends traffic elsewhere.
 */
export async function checkHealth(): Promise<{ status: "ok"; database: "ok" }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), DATABASE_TIMEOUT_MS);
  });
  let preparedStatementsHold: boolean;
  try {
    await Promise.race([db.$queryRaw`SELECT 1`, timeout]);
    preparedStatementsHold = await Promise.race([preparedStatementsWork(), timeout]);
  } catch (error) {
    noticePreparedStatementFailure(error);
    throw unavailable(isPreparedStatementFailure(error) ? messages.api.preparedStatementsUnsupported : messages.api.databaseDown);
  } finally {
    clearTimeout(timer);
  }
  if (!preparedStatementsHold) throw unavailable(messages.api.preparedStatementsUnsupported);
  return { status: "ok", database: "ok" };
}
