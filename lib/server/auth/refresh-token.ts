import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { SESSION_SECONDS } from "@/lib/server/auth/next-auth-config";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { unauthenticated } from "@/lib/server/errors";

/**
 * Refresh tokens: random, stored only as a SHA-256 hash, rotated on every use.
 * Each sign-in starts a family; presenting a token that was already rotated
 * means it was copied, so the whole family is revoked.
 */
// The old site's 30 days, as long as a web session.
export const REFRESH_TOKEN_SECONDS = SESSION_SECONDS;
export const REFRESH_COOKIE = "refreshToken";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueRefreshToken(userId: string, familyId: string = randomUUID()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // The user's expired tokens have no use left (reuse detection needs only live families).
  await db.refreshToken.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } });
  await db.refreshToken.create({
    data: { userId, familyId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000) },
  });
  return token;
}

/** Spends a refresh token and returns its owner with the next token of the family. */
export async function rotateRefreshToken(token: string): Promise<{ user: User; refreshToken: string }> {
  const stored = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
  if (!stored || stored.revokedAt || stored.expiresAt <= new Date()) throw unauthenticated(messages.auth.refreshInvalid);

  // Only one request can spend a token: the update matches only while it is unspent.
  const spent = await db.refreshToken.updateMany({
    where: { id: stored.id, rotatedAt: null, revokedAt: null },
    data: { rotatedAt: new Date() },
  });
  if (spent.count === 0) {
    await revokeFamily(stored.familyId);
    throw unauthenticated(messages.auth.refreshInvalid);
  }
  return { user: stored.user, refreshToken: await issueRefreshToken(stored.userId, stored.familyId) };
}

async function revokeFamily(familyId: string) {
  await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Logout: the token's whole family stops working. Unknown tokens are ignored. */
export async function revokeRefreshToken(token: string): Promise<void> {
  const stored = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { familyId: true } });
  if (stored) await revokeFamily(stored.familyId);
}

export async function revokeAllRefreshTokens(userId: string): Promise<void> {
  await db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
