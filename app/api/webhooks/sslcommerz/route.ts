import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { readLimitedForm } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { settleSslcommerzNotice } from "@/lib/server/bookings/settle-payment";
import { invalid, tooLarge } from "@/lib/errors";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { parseInput } from "@/lib/validation/common";

// A notification is a few dozen form fields.
const MAX_NOTICE_BYTES = 64 * 1024;

export const POST = apiRoute(async (request) => {
  const form = await readLimitedForm(request, MAX_NOTICE_BYTES, () => tooLarge(messages.api.bodyTooLarge), () => invalid(messages.paymentsLocal.noticeNotAForm));
  const notice = parseInput(ENDPOINTS["POST /api/webhooks/sslcommerz"].body, Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")));
  return { data: await settleSslcommerzNotice(notice), message: messages.paymentsLocal.noticeReceived };
});

export const GET = methodNotAllowed;
