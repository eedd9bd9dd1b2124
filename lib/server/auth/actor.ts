import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/config/env";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { forbidden } from "@/lib/errors";
import { verifyAccessToken } from "./access-token";
import { auth } from "./next-auth";
import { sessionUser } from "./sessions";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/**
 * Who is calling a REST endpoint: a Bearer access token, or else the web
 * session; null when neither is there (the domain's policy then answers 401
 * where it matters). A token that is presented but expired or forged is a
 * 401 at once. A state-changing request that rides on the session cookie must
 * come from our own pages (the browser's Origin / Sec-Fetch-Site), so another
 * site cannot make a signed-in visitor's browser act for it.
 */
export async function actorOf(request: NextRequest): Promise<User | null> {
  const token = bearerToken(request);
  if (token) {
    const { userId, sessionId, issuedAt } = await verifyAccessToken(token);
    return sessionUser(sessionId, userId, issuedAt);
  }
  const session = await auth();
  const user = session?.user?.id ? await sessionUser(session.sessionId, session.user.id, session.signedInAt) : null;
  if (user && !SAFE_METHODS.has(request.method) && !isSameOrigin(request)) throw forbidden(messages.auth.crossOrigin);
  return user;
}

export function isSameOrigin(request: NextRequest): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin === request.nextUrl.origin || origin === new URL(env().APP_URL).origin;
}
