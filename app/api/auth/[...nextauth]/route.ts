import { NextRequest } from "next/server";
import { handlers } from "@/lib/server/auth/next-auth";
import { errorResponse, routeNotFound } from "@/lib/http/api";
import { MAX_JSON_BYTES, readLimitedBody } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { tooLarge } from "@/lib/errors";

// Auth.js's own endpoints (the web sign-in posts to callback/credentials);
// any other /api/auth path is unknown, answered like every unknown API path.
const AUTHJS_ACTIONS = new Set(["session", "csrf", "signin", "signout", "callback", "providers", "error"]);

const known = (request: NextRequest) => AUTHJS_ACTIONS.has(request.nextUrl.pathname.split("/")[3] ?? "");

/** Auth.js reads a form of a few fields: it is handed the body only once it is known to be small. */
async function withSmallBody(request: NextRequest): Promise<NextRequest> {
  const body = await readLimitedBody(request, MAX_JSON_BYTES, () => tooLarge(messages.api.bodyTooLarge));
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body });
}

export const GET = (request: NextRequest) => (known(request) ? handlers.GET(request) : routeNotFound());
export const POST = async (request: NextRequest) => {
  if (!known(request)) return routeNotFound();
  let small: NextRequest;
  try {
    small = await withSmallBody(request);
  } catch (error) {
    return errorResponse(error);
  }
  return handlers.POST(small);
};
