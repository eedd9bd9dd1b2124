import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import type { User } from "@/lib/generated/prisma/client";
import { readJson, type ApiResult } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { bearerToken, isSameOrigin } from "@/lib/server/auth/actor";
import { forbidden, isAppError } from "@/lib/errors";
import { REFRESH_COOKIE, refreshCookieOptions, startSession } from "@/lib/server/auth/sessions";
import { toUserDto, type UserDto } from "@/lib/server/users/user-dto";
import { logoutBodySchema } from "@/lib/validation/auth";

export function setRefreshCookie(response: NextResponse, token: string) {
  response.cookies.set(REFRESH_COOKIE, token, refreshCookieOptions());
}

export function clearRefreshCookie(response: NextResponse) {
  response.cookies.set(REFRESH_COOKIE, "", refreshCookieOptions(0));
}

/** The REST door's side of a session: register and login answer alike: the user, a new access token and a new refresh token. */
export async function signedInResult(user: User, message: string, status = 200): Promise<ApiResult<UserDto>> {
  const { accessToken, refreshToken } = await startSession(user);
  return {
    status,
    message,
    data: toUserDto(user),
    extra: { accessToken, refreshToken },
    finish: (response) => setRefreshCookie(response, refreshToken),
  };
}

/**
 * The refresh token a client presents: the cookie, or else the Bearer header
 * (the old client's way). The cookie counts only on a request from the site's
 * own origin, like every other write that rides on a cookie: another site
 * must not be able to make a browser refresh or end its sessions.
 */
export function presentedRefreshToken(request: NextRequest): string | null {
  const cookie = request.cookies.get(REFRESH_COOKIE)?.value;
  if (cookie && isSameOrigin(request)) return cookie;
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  if (cookie) throw forbidden(messages.auth.crossOrigin);
  return null;
}

/**
 * What a sign-out presents: refresh tokens (the cookie, from the site's own
 * origin only, and `refreshToken` in a JSON body) and the Bearer token, which
 * may be a refresh or an access token. A sign-out never fails for its body:
 * one that is not such JSON presents no token (one too large is still a 413).
 * A cookie from another origin with nothing else is refused, as
 * presentedRefreshToken refuses it.
 */
export async function presentedSessionTokens(request: NextRequest): Promise<{ refreshTokens: string[]; bearer: string | null }> {
  const cookie = request.cookies.get(REFRESH_COOKIE)?.value;
  const fromCookie = cookie && isSameOrigin(request) ? cookie : null;
  const fromBody = logoutBodySchema.safeParse(await readJson(request).catch((error: unknown) => {
    if (isAppError(error, "too-large")) throw error;
    return null;
  })).data?.refreshToken;
  const bearer = bearerToken(request);
  if (cookie && !fromCookie && !fromBody && !bearer) throw forbidden(messages.auth.crossOrigin);
  return { refreshTokens: [fromCookie, fromBody].filter((token): token is string => Boolean(token)), bearer };
}
