import "server-only";
import { db } from "@/lib/db";
import { tooManyAttempts } from "@/lib/server/rate-limit";

/**
 * Slows down password guessing at one account from one client, without ever
 * locking the account: the count is per account *and* client, so a guesser's
 * failures cost the owner nothing at another address.
 *
 * The first FREE_ATTEMPTS attempts go through at once; after that each
 * attempt must wait twice as long as the one before (1 s, 2 s, 4 s, … up to
 * MAX_DELAY_SECONDS). An attempt that comes too early is refused (429 with
 * Retry-After) without looking at the password. A correct password clears
 * the count; an hour without attempts forgets it.
 *
 * Attempts are counted before the password is checked, in one statement that
 * also decides whether this one may go ahead, so that parallel requests
 * cannot slip through together when the wait ends.
 */
export const SIGN_IN_THROTTLE = { freeAttempts: 5, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 } as const;

const key = (email: string, client: string) => `${email}|${client}`;

/** Counts an attempt at this account from this client, or throws a 429 while this client must still wait. */
export async function admitSignInAttempt(email: string, client: string): Promise<void> {
  const { freeAttempts, maxDelaySeconds, forgetAfterSeconds } = SIGN_IN_THROTTLE;
  const admitted = await db.$queryRaw<{ attempts: number }[]>`
    INSERT INTO "SignInThrottle" AS t (key, attempts, "notBefore", "expiresAt")
    VALUES (${key(email, client)}, 1, to_timestamp(0), now() + make_interval(secs => ${forgetAfterSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN t."expiresAt" <= now() THEN 1 ELSE t.attempts + 1 END,
      "notBefore" = CASE
        WHEN t."expiresAt" <= now() OR t.attempts + 1 <= ${freeAttempts} THEN to_timestamp(0)
        ELSE now() + make_interval(secs => LEAST(${maxDelaySeconds}::float8, power(2, LEAST(t.attempts - ${freeAttempts}::int, 30))))
      END,
      "expiresAt" = now() + make_interval(secs => ${forgetAfterSeconds})
    WHERE t."expiresAt" <= now() OR t."notBefore" <= now()
    RETURNING attempts`;
  // Now and then, forget rows nobody has used for an hour, so the table stays small (the wall
  // clock: the rows' times are the database's own).
  if (Math.random() < 0.01) await db.signInThrottle.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  if (admitted.length > 0) return;

  const waiting = await db.signInThrottle.findUnique({ where: { key: key(email, client) } });
  const seconds = waiting ? Math.ceil((waiting.notBefore.getTime() - Date.now()) / 1000) : 1;
  throw tooManyAttempts(Math.max(1, seconds));
}

/** The right password: this client starts afresh at this account. */
export async function clearSignInAttempts(email: string, client: string): Promise<void> {
  await db.signInThrottle.deleteMany({ where: { key: key(email, client) } });
}
