import { apiRoute, methodNotAllowed, parseInput, readJson } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { signedInResult } from "@/lib/http/auth-response";
import { messages } from "@/lib/messages";
import { clientAddress } from "@/lib/server/client-address";
import { signInWithPassword } from "@/lib/server/auth/sign-in";

export const POST = apiRoute(async (request) => {
  const input = parseInput(ENDPOINTS["POST /api/auth/login"].body, await readJson(request));
  const user = await signInWithPassword(input, clientAddress(request.headers));
  return signedInResult(user, messages.api.loggedIn);
});

export const GET = methodNotAllowed;
