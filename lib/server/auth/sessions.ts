import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import type { User } from "@/lib/generated/prisma/client";
import { secureCookies } from "@/lib/config/session-cookies";
import { messages } from "@/lib/messages";
import { operation } from "@/lib/server/operation";
import { unauthenticated } from "@/lib/errors";
import { SESSION_SECONDS } from "./next-auth-config";
import { issueAccessToken, sessionNamedBy } from "./access-token";
import { familyOf, issueRefreshToken, REFRESH_COOKIE, REFRESH_TOKEN_SECONDS, rotateRefreshToken } from "./refresh-token";

export { REFRESH_COOKIE };

/**
 * Sessions: the one place they start and end. Every sign-in is a row in
 * PostgreSQL; the web session's cookie, and a REST sign-in's access and
 * refresh tokens, name it. A cookie or token counts only while its row
 * exists, so signing out (deleting the row) ends it at once on every
 * instance, however long the cookie or token itself would have lasted.
 *
 * Their times are the wall clock's (`new Date()`), never the test clock's:
 * they go with the signed cookies and tokens, whose times jose and Auth.js
 * read off the wall clock.
 */

/**
 * A REST sign-in (and the web door's refresh-token cookie): a session whose
 * id is also its refresh tokens' family, a short-lived access token and the
 * first refresh token.
 */
export async function startSession(user: User): Promise<{ accessToken: string; refreshToken: string }> {
  const session = await openSession(user.id, REFRESH_TOKEN_SECONDS);
  const [accessToken, refreshToken] = await Promise.all([issueAccessToken(user, session), issueRefreshToken(user.id, session)]);
  return { accessToken, refreshToken };
}

/** A web sign-in (Auth.js): the session the cookie will name, for as long as the cookie lasts. */
export const startWebSession = (userId: string) => openSession(userId, SESSION_SECONDS);

async function openSession(userId: string, seconds: number): Promise<string> {
  const id = randomUUID();
  // The user's sessions that ran out have no use left.
  await db.session.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } });
  await db.session.create({ data: { id, userId, expiresAt: new Date(Date.now() + seconds * 1000) } });
  return id;
}

/** A session's id is a UUID: anything else names none (and never reaches a query of a uuid column). */
const SESSION_ID = /^[0-9a-f-]{36}$/i;

/**
 * Who is behind a session cookie or an access token: the user, read fresh
 * from the database, while the session exists, is theirs, has not run out,
 * and began after their last password change. Null otherwise.
 */
export async function sessionUser(sessionId: string | undefined, userId: string, signedInAtMs: number): Promise<User | null> {
  if (!sessionId || !SESSION_ID.test(sessionId)) return null;
  const session = await db.session.findUnique({ where: { id: sessionId }, include: { user: true } });
  if (!session || session.userId !== userId || session.expiresAt <= new Date()) return null;
  const { user } = session;
  if (user.passwordChangedAt && signedInAtMs < user.passwordChangedAt.getTime()) return null;
  return user;
}

/**
 * Spends a refresh token: the user, a new access token and the next refresh
 * token, and the session lasts another 30 days. A 401 for a token that is
 * unknown, spent, revoked or expired, or whose session was ended; a token
 * spent a while ago (copied) ends its session.
 */
export async function refreshSession(token: string): Promise<{ user: User; accessToken: string; refreshToken: string }> {
  const rotation = await rotateRefreshToken(token);
  if (!rotation.ok) {
    if (rotation.reusedFamily) await endSession(rotation.reusedFamily);
    throw unauthenticated(messages.auth.refreshInvalid);
  }
  const extended = await db.session.updateMany({
    where: { id: rotation.familyId, userId: rotation.user.id },
    data: { expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000) },
  });
  if (extended.count === 0) throw unauthenticated(messages.auth.refreshInvalid);
  const accessToken = await issueAccessToken(rotation.user, rotation.familyId);
  return { user: rotation.user, accessToken, refreshToken: rotation.refreshToken };
}

/** Signs a session out: its cookie, access tokens and refresh tokens stop working. */
export async function endSession(sessionId: string): Promise<void> {
  if (!SESSION_ID.test(sessionId)) return;
  await db.$transaction([
    db.session.deleteMany({ where: { id: sessionId } }),
    db.refreshToken.updateMany({ where: { familyId: sessionId, revokedAt: null }, data: { revokedAt: new Date() } }),
  ]);
}

/** Signs out the session a refresh token belongs to. Unknown tokens are ignored. */
export async function endSessionOfRefreshToken(token: string): Promise<void> {
  const family = await familyOf(token);
  if (family) await endSession(family);
}

/** Signs out the session an access token names (expired or not), while it is still its owner's. Forged tokens are ignored. */
export async function endSessionOfAccessToken(token: string): Promise<void> {
  const named = await sessionNamedBy(token);
  if (!named || !SESSION_ID.test(named.sessionId)) return;
  const session = await db.session.findUnique({ where: { id: named.sessionId }, select: { userId: true } });
  if (session?.userId === named.userId) await endSession(named.sessionId);
}

/**
 * `POST /api/auth/logout`: ends the session of every token presented. A
 * Bearer token may be either kind (old clients send their refresh token
 * there, most REST clients the access token they send with every call), so
 * it is tried as both.
 */
export async function endSessionsPresented({ refreshTokens, bearer }: { refreshTokens: string[]; bearer: string | null }): Promise<void> {
  const ends = refreshTokens.map(endSessionOfRefreshToken);
  if (bearer) ends.push(endSessionOfRefreshToken(bearer), endSessionOfAccessToken(bearer));
  await Promise.all(ends);
}

/** Signs a person out everywhere: every session, on every device, and every refresh token. */
export async function endAllSessions(userId: string): Promise<void> {
  await db.$transaction([
    db.session.deleteMany({ where: { userId } }),
    db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } }),
  ]);
}

/** "Sign out everywhere", for the signed-in person themself. */
export const signOutEverywhere = operation({ permission: "account.self" }, async (_input, user): Promise<void> => endAllSessions(user.id));

/** The refresh token's cookie: `refreshToken`, path /, 30 days; HttpOnly, Secure when the site is on https. */
export const refreshCookieOptions = (maxAge = REFRESH_TOKEN_SECONDS) => ({
  httpOnly: true,
  secure: secureCookies(env().APP_URL),
  sameSite: "lax" as const,
  path: "/",
  maxAge,
});
