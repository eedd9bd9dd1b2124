import "server-only";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { unavailable } from "@/lib/server/errors";

/** How long the database may take to answer before the instance is reported unhealthy. */
const DATABASE_TIMEOUT_MS = 3000;

/**
 * `GET /api/health`, for load balancers and uptime checks: the app answers,
 * and so does its database (within a few seconds); otherwise "unavailable"
 * (503), so that the balancer sends traffic elsewhere.
 */
export async function checkHealth(): Promise<{ status: "ok"; database: "ok" }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.$queryRaw`SELECT 1`, timeout]);
  } catch {
    throw unavailable(messages.api.databaseDown);
  } finally {
    clearTimeout(timer);
  }
  return { status: "ok", database: "ok" };
}
