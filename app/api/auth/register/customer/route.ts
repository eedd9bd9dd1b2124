import { apiRoute, methodNotAllowed, parseInput, readJson } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { signedInResult } from "@/lib/http/auth-response";
import { messages } from "@/lib/messages";
import { clientAddress } from "@/lib/server/client-address";
import { registerCustomer } from "@/lib/server/auth/register-customer";

export const POST = apiRoute(async (request) => {
  const input = parseInput(ENDPOINTS["POST /api/auth/register/customer"].body, await readJson(request));
  const user = await registerCustomer(input, clientAddress(request.headers));
  return signedInResult(user, messages.api.registered, 201);
});

export const GET = methodNotAllowed;
