import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/config/env";
import { SESSION_SECONDS } from "@/lib/server/auth/next-auth-config";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";

/**
 * Refresh tokens: random, stored only as a SHA-256 hash, rotated on every use.
 * A REST sign-in's tokens form a family whose id is its session's id
 * (sessions.ts). Presenting a token that was rotated a while ago means it
 * was copied, so the whole family (the session) is ended.
 *
 * Two tabs or two requests of one app often refresh with the same token at
 * once. For ROTATION_GRACE_SECONDS after a token is rotated, presenting it
 * again gives the same successor instead of counting as theft: the successor
 * is derived from the token itself (an HMAC under AUTH_SECRET), so every
 * instance gives the same one without storing it.
 *
 * Their times are the wall clock's, as the sessions' are (sessions.ts).
 */
// The old site's 30 days, as long as a web session.
export const REFRESH_TOKEN_SECONDS = SESSION_SECONDS;
export const REFRESH_COOKIE = "refreshToken";
export const ROTATION_GRACE_SECONDS = 10;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The token that replaces this one: the same for every request and every instance. */
const successorOf = (token: string) => createHmac("sha256", authSecret()).update(`refresh-successor:${token}`).digest("base64url");

const expiry = () => new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);

/** Stores a token of a family (once: storing the same token again changes nothing). */
async function storeRefreshToken(userId: string, familyId: string, token: string): Promise<void> {
  await db.refreshToken.createMany({ data: [{ userId, familyId, tokenHash: hashToken(token), expiresAt: expiry() }], skipDuplicates: true });
}

/** A new family's first token. */
export async function issueRefreshToken(userId: string, familyId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // The user's expired tokens have no use left (reuse detection needs only live families).
  await db.refreshToken.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } });
  await storeRefreshToken(userId, familyId, token);
  return token;
}

export type Rotation =
  | { ok: true; user: User; familyId: string; refreshToken: string }
  /** `reusedFamily`: a token rotated before the grace window was presented; its family must end. */
  | { ok: false; reusedFamily?: string };

/** Spends a refresh token: its owner, its family and the next token of the family. */
export async function rotateRefreshToken(token: string, now = new Date()): Promise<Rotation> {
  const stored = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
  if (!stored || stored.revokedAt || stored.expiresAt <= now) return { ok: false };

  // Only one request can spend a token: the update matches only while it is unspent.
  const spent = await db.refreshToken.updateMany({ where: { id: stored.id, rotatedAt: null, revokedAt: null }, data: { rotatedAt: now } });
  let rotatedAt = now;
  if (spent.count === 0) {
    const current = await db.refreshToken.findUnique({ where: { id: stored.id }, select: { rotatedAt: true, revokedAt: true } });
    if (!current?.rotatedAt || current.revokedAt) return { ok: false };
    rotatedAt = current.rotatedAt;
  }
  if (now.getTime() - rotatedAt.getTime() > ROTATION_GRACE_SECONDS * 1000) return { ok: false, reusedFamily: stored.familyId };

  const refreshToken = successorOf(token);
  await storeRefreshToken(stored.userId, stored.familyId, refreshToken);
  return { ok: true, user: stored.user, familyId: stored.familyId, refreshToken };
}

/** The family (session) a token belongs to, if it is one of ours. */
export async function familyOf(token: string): Promise<string | null> {
  const stored = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { familyId: true } });
  return stored?.familyId ?? null;
}
