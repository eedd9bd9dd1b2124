import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/config/env";
import { secureCookies } from "@/lib/http/security-headers";
import type { User } from "@/lib/generated/prisma/client";
import type { ApiResult } from "@/lib/http/api";
import { issueAccessToken } from "@/lib/server/auth/access-token";
import { bearerToken } from "@/lib/server/auth/actor";
import { issueRefreshToken, REFRESH_COOKIE, REFRESH_TOKEN_SECONDS } from "@/lib/server/auth/refresh-token";
import { toUserDto, type UserDto } from "@/lib/server/users/user-dto";

/** The refresh token as the spec's cookie: `refreshToken`, path /, 30 days; HttpOnly, Secure on https. */
export const refreshCookieOptions = (maxAge = REFRESH_TOKEN_SECONDS) => ({
  httpOnly: true,
  secure: secureCookies(env().APP_URL),
  sameSite: "lax" as const,
  path: "/",
  maxAge,
});

export function setRefreshCookie(response: NextResponse, token: string) {
  response.cookies.set(REFRESH_COOKIE, token, refreshCookieOptions());
}

export function clearRefreshCookie(response: NextResponse) {
  response.cookies.set(REFRESH_COOKIE, "", refreshCookieOptions(0));
}

/** Register and login answer alike: the user, a new access token and a new refresh token. */
export async function signedInResult(user: User, message: string, status = 200): Promise<ApiResult<UserDto>> {
  const [accessToken, refreshToken] = await Promise.all([issueAccessToken(user), issueRefreshToken(user.id)]);
  return {
    status,
    message,
    data: toUserDto(user),
    extra: { accessToken, refreshToken },
    finish: (response) => setRefreshCookie(response, refreshToken),
  };
}

/** The refresh token a client presents: the cookie, or else the Bearer header (the old client's way). */
export function presentedRefreshToken(request: NextRequest): string | null {
  return request.cookies.get(REFRESH_COOKIE)?.value || bearerToken(request);
}
