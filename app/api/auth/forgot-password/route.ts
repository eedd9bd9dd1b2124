import { apiRoute, methodNotAllowed, parseInput, readJson } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { clientAddress } from "@/lib/server/auth/client";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/validation/auth";

/** Always the same answer, whether or not the account exists. */
export const POST = apiRoute(async (request) => {
  const { email } = parseInput(forgotPasswordSchema, await readJson(request));
  await requestPasswordReset(email, clientAddress(request.headers));
  return { data: null, message: messages.auth.resetEmailSent };
});

export const GET = methodNotAllowed;
