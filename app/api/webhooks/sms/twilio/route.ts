import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { readLimitedBody } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { twilioDeliveryReport } from "@/lib/server/sms/delivery-reports";
import { tooLarge } from "@/lib/errors";

// A status callback is a few hundred bytes of form fields.
const MAX_REPORT_BYTES = 64 * 1024;

// Twilio signs the fields it posted: the body is read as text and handed over whole.
export const POST = apiRoute(async (request) => {
  const body = new TextDecoder().decode(await readLimitedBody(request, MAX_REPORT_BYTES, () => tooLarge(messages.api.bodyTooLarge)));
  return { data: await twilioDeliveryReport(body, request.headers.get("x-twilio-signature")), message: messages.sms.reportReceived };
});

export const GET = methodNotAllowed;
