import "server-only";
import { env } from "@/lib/config/env";
import type { User } from "@/lib/generated/prisma/client";
import { secureCookies } from "@/lib/http/security-headers";
import { issueAccessToken } from "./access-token";
import { issueRefreshToken, REFRESH_COOKIE, REFRESH_TOKEN_SECONDS } from "./refresh-token";

export { REFRESH_COOKIE };

/**
 * The one place a session starts, whichever door someone signs in through:
 * a short-lived access token for REST clients and a refresh token, which
 * both doors also keep in the `refreshToken` cookie (the web door besides
 * its Auth.js session cookie).
 */
export async function startSession(user: User): Promise<{ accessToken: string; refreshToken: string }> {
  const [accessToken, refreshToken] = await Promise.all([issueAccessToken(user), issueRefreshToken(user.id)]);
  return { accessToken, refreshToken };
}

/** The refresh token's cookie: `refreshToken`, path /, 30 days; HttpOnly, Secure when the site is on https. */
export const refreshCookieOptions = (maxAge = REFRESH_TOKEN_SECONDS) => ({
  httpOnly: true,
  secure: secureCookies(env().APP_URL),
  sameSite: "lax" as const,
  path: "/",
  maxAge,
});
