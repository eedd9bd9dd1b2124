import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { readLimitedBody } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { gatewayReply } from "@/lib/server/sms/replies";
import { tooLarge } from "@/lib/errors";

const MAX_REPLY_BYTES = 64 * 1024;

// Its fields come in the query, a form body, or both (gateways differ): the body's win.
export const POST = apiRoute(async (request) => {
  const fields = new URL(request.url).searchParams;
  const body = new TextDecoder().decode(await readLimitedBody(request, MAX_REPLY_BYTES, () => tooLarge(messages.api.bodyTooLarge)));
  for (const [name, value] of new URLSearchParams(body)) fields.set(name, value);
  return { data: await gatewayReply(fields, request.headers.get("x-gateway-secret")), message: messages.smsStop.replyReceived };
});

export const GET = methodNotAllowed;
