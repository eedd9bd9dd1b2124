import "server-only";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { rateLimited, type AppError } from "@/lib/errors";

export type Limit = { name: string; max: number; windowSeconds: number };

/**
 * Fixed-window counters in PostgreSQL, so every app instance shares them.
 * One statement counts and reads: no read-then-write race.
 */
export async function hit(limit: Limit, subject: string): Promise<{ count: number; retryAfter: number }> {
  const key = `${limit.name}:${subject}`;
  const rows = await db.$queryRaw<{ count: number; retryAfter: number }[]>`
    INSERT INTO "RateLimitBucket" (key, count, "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket".count + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now()
        THEN now() + make_interval(secs => ${limit.windowSeconds}) ELSE "RateLimitBucket"."resetAt" END
    RETURNING count, GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("resetAt" - now()))))::int AS "retryAfter"`;
  // Now and then, forget windows that have ended, so the table stays small (the wall clock: the
  // windows' ends are the database's own time).
  if (Math.random() < 0.01) await db.rateLimitBucket.deleteMany({ where: { resetAt: { lt: new Date() } } });
  return rows[0];
}

/** Counts one attempt; past the limit, a 429. */
export async function consume(limit: Limit, subject: string): Promise<void> {
  const { count, retryAfter } = await hit(limit, subject);
  if (count > limit.max) throw tooManyAttempts(retryAfter);
}

export function tooManyAttempts(retryAfter: number): AppError {
  return rateLimited(messages.auth.tooManyAttempts, retryAfter);
}
