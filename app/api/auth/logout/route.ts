import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { clearRefreshCookie, presentedSessionTokens } from "@/lib/http/auth-response";
import { messages } from "@/lib/messages";
import { endSessionsPresented } from "@/lib/server/auth/sessions";

/**
 * Ends the session of every token presented: a refresh token (the cookie,
 * `refreshToken` in a JSON body, or Bearer) or an access token (Bearer, as
 * a REST client sends it with every call). That session's access and refresh
 * tokens stop working at once, on every instance. Clears the cookie.
 */
export const POST = apiRoute(async (request) => {
  await endSessionsPresented(await presentedSessionTokens(request));
  return { data: null, message: messages.auth.loggedOutApi, finish: clearRefreshCookie };
});

export const GET = methodNotAllowed;
