import { apiRoute, methodNotAllowed, parseInput, readJson } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { messages } from "@/lib/messages";
import { clientAddress } from "@/lib/server/client-address";
import { resetPassword } from "@/lib/server/auth/password-reset";

/** `{ token, password }`: the token from the emailed link sets a new password, once. */
export const PUT = apiRoute(async (request) => {
  const input = parseInput(ENDPOINTS["PUT /api/auth/reset-password"].body, await readJson(request));
  await resetPassword(input, clientAddress(request.headers));
  return { data: null, message: messages.auth.passwordChanged };
});

export const GET = methodNotAllowed;
export const POST = methodNotAllowed;
