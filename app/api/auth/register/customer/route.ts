import { apiRoute, methodNotAllowed, parseInput, readJson } from "@/lib/http/api";
import { signedInResult } from "@/lib/http/auth-response";
import { messages } from "@/lib/messages";
import { clientAddress } from "@/lib/server/auth/client";
import { registerCustomer } from "@/lib/server/auth/register-customer";
import { registerSchema } from "@/lib/validation/auth";

export const POST = apiRoute(async (request) => {
  const input = parseInput(registerSchema, await readJson(request));
  const user = await registerCustomer(input, clientAddress(request.headers));
  return signedInResult(user, messages.api.registered, 201);
});

export const GET = methodNotAllowed;
