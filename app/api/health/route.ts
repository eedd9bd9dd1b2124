import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { checkHealth } from "@/lib/server/health";

/** 200 while the app and its database answer; 503 otherwise (for load balancers). Never cached. */
export const dynamic = "force-dynamic";

export const GET = apiRoute(async () => ({
  data: await checkHealth(),
  message: messages.api.healthy,
  finish: (response) => response.headers.set("cache-control", "no-store"),
}));

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
