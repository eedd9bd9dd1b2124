import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { clearRefreshCookie, presentedRefreshToken } from "@/lib/http/auth-response";
import { messages } from "@/lib/messages";
import { endSessionOfRefreshToken } from "@/lib/server/auth/sessions";

/**
 * Ends the session of the presented refresh token (cookie or Bearer): its
 * access and refresh tokens stop working at once, on every instance. Clears
 * the cookie.
 */
export const POST = apiRoute(async (request) => {
  const presented = presentedRefreshToken(request);
  if (presented) await endSessionOfRefreshToken(presented);
  return { data: null, message: messages.auth.loggedOutApi, finish: clearRefreshCookie };
});

export const GET = methodNotAllowed;
