import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import type { User } from "@/lib/generated/prisma/client";
import type { ApiResult } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { bearerToken, isSameOrigin } from "@/lib/server/auth/actor";
import { forbidden } from "@/lib/server/errors";
import { REFRESH_COOKIE, refreshCookieOptions, startSession } from "@/lib/server/auth/sessions";
import { toUserDto, type UserDto } from "@/lib/server/users/user-dto";

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
