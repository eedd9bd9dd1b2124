import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { presentedRefreshToken, setRefreshCookie } from "@/lib/http/auth-response";
import { messages } from "@/lib/messages";
import { clientAddress } from "@/lib/server/client-address";
import { limits } from "@/lib/server/auth/limits";
import { refreshSession } from "@/lib/server/auth/sessions";
import { unauthenticated } from "@/lib/errors";
import { consume } from "@/lib/server/rate-limit";
import { toUserDto } from "@/lib/server/users/user-dto";

/** Spends the presented refresh token: a new access token, the user, and the next refresh token. */
export const POST = apiRoute(async (request) => {
  await consume(limits.refreshPerClient, clientAddress(request.headers));
  const presented = presentedRefreshToken(request);
  if (!presented) throw unauthenticated(messages.auth.refreshInvalid);
  const { user, accessToken, refreshToken } = await refreshSession(presented);
  return {
    message: messages.auth.tokenRefreshed,
    data: { ...toUserDto(user), accessToken },
    extra: { accessToken, refreshToken },
    finish: (response) => setRefreshCookie(response, refreshToken),
  };
});

export const GET = methodNotAllowed;
