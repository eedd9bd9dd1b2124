import { apiRoute, body, methodNotAllowed } from "@/lib/http/api";
import { signedInResult } from "@/lib/http/auth-response";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { updateProfile } from "@/lib/server/users/account";
import { toUserDto } from "@/lib/server/users/user-dto";

/**
 * The caller's own first and/or last name, phone, address, and password
 * (with the current one). A new password ends every session of the account,
 * the caller's too: the answer then carries a new access and refresh token,
 * as a sign-in does.
 */
export const PUT = apiRoute(async (request) => {
  const { user, passwordChanged } = await updateProfile(await actorOf(request), body(request));
  if (passwordChanged) return signedInResult(user, messages.api.passwordUpdated);
  return { data: toUserDto(user), message: messages.api.userUpdated };
});

export const GET = methodNotAllowed;
