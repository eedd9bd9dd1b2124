import type { NextRequest } from "next/server";
import { API_CACHE_CONTROL, errorResponse, methodNotAllowed } from "@/lib/http/api";
import { readLimitedBody } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { emptyTwiml, twilioReply } from "@/lib/server/sms/replies";
import { tooLarge } from "@/lib/errors";

// An incoming text is a few hundred bytes of form fields (a long one, a few kilobytes).
const MAX_REPLY_BYTES = 64 * 1024;

// Twilio reads the answer as TwiML, so a reply taken is answered with an empty one rather than the
// envelope; a refused one gets the envelope's error, as every API error.
export async function POST(request: NextRequest): Promise<Response> {
  try {
    const body = new TextDecoder().decode(await readLimitedBody(request, MAX_REPLY_BYTES, () => tooLarge(messages.api.bodyTooLarge)));
    await twilioReply(body, request.headers.get("x-twilio-signature"));
    return new Response(await emptyTwiml(), { headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": API_CACHE_CONTROL } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const GET = methodNotAllowed;
