import { apiRoute, methodNotAllowed, parseInput, readJson } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { messages } from "@/lib/messages";
import { clientAddress } from "@/lib/server/client-address";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";

/** Always the same answer, whether or not the account exists. */
export const POST = apiRoute(async (request) => {
  const { email } = parseInput(ENDPOINTS["POST /api/auth/forgot-password"].body, await readJson(request));
  await requestPasswordReset(email, clientAddress(request.headers));
  return { data: null, message: messages.auth.resetEmailSent };
});

export const GET = methodNotAllowed;
