import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { clearRefreshCookie, presentedRefreshToken } from "@/lib/http/auth-response";
import { messages } from "@/lib/messages";
import { revokeRefreshToken } from "@/lib/server/auth/refresh-token";

/** Revokes the presented refresh token's family and clears the cookie. */
export const POST = apiRoute(async (request) => {
  const presented = presentedRefreshToken(request);
  if (presented) await revokeRefreshToken(presented);
  return { data: null, message: messages.auth.loggedOutApi, finish: clearRefreshCookie };
});

export const GET = methodNotAllowed;
