import "server-only";
import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { authSecret } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { AppError, unauthenticated } from "@/lib/errors";

/**
 * Bearer access tokens for REST clients: short-lived and signed. Each names
 * its session (`sid`), which must still exist when the token is used: signing
 * out ends the session, and with it every token it issued.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = "spotless";
const AUDIENCE = "spotless-api";

const key = () => new TextEncoder().encode(authSecret());

export function issueAccessToken(user: { id: string; role: string }, sessionId: string): Promise<string> {
  return new SignJWT({ role: user.role, sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key());
}

/** Whose a valid token is, of which session, and when it was issued (ms); a 401 for an expired, forged or malformed one. */
export async function verifyAccessToken(token: string): Promise<{ userId: string; sessionId: string; issuedAt: number }> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (!payload.sub || typeof payload.sid !== "string" || typeof payload.iat !== "number") throw unauthenticated(messages.auth.signInRequired);
    // iat has whole seconds: a token from the second of a password change still counts.
    return { userId: payload.sub, sessionId: payload.sid, issuedAt: payload.iat * 1000 + 999 };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw unauthenticated(messages.auth.tokenExpired);
    throw unauthenticated(messages.auth.signInRequired);
  }
}

/**
 * The session a token of ours names, even one that has expired (signing out
 * with a token that ran out a moment ago still ends its session); null for a
 * forged or malformed token.
 */
export async function sessionNamedBy(token: string): Promise<{ userId: string; sessionId: string } | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] }));
  } catch (error) {
    // jose checks the signature, issuer and audience before the expiry: an expired token's claims are ours.
    if (!(error instanceof errors.JWTExpired)) return null;
    payload = error.payload;
  }
  return payload.sub && typeof payload.sid === "string" ? { userId: payload.sub, sessionId: payload.sid } : null;
}
