import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { env } from "@/lib/config/env";
import { invalid } from "@/lib/errors";
import { messages } from "@/lib/messages";
import { checkGatewaySecret, signedTwilioFields, type Refusals } from "./delivery-reports";
import { startTextsFrom, stopTextsFrom } from "./stop-texts";
import { twilioSdk } from "./twilio-sdk";

const stopText = messages.smsStop;
const REPLY_REFUSALS: Refusals = { closed: stopText.repliesClosed, signature: stopText.replySignatureInvalid, secret: stopText.replySecretInvalid };

/**
 * Replies to the shop's texts, where the gateway passes them on: the words carriers and gateways
 * know for stopping and starting again (any case, trimmed) stop or restart texts for the customers
 * whose verified number sent them; any other reply is ignored (nobody reads it).
 */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const START_WORDS = new Set(["START", "UNSTOP"]);

export type ReplyOutcome = { action: "stopped" | "started" | "ignored"; customers: number };

/** A reply `text` from the number `from`: what it did, and to how many customers' choices. */
export async function takeReply(from: string, text: string): Promise<ReplyOutcome> {
  const sender = parsePhoneNumberFromString(from.trim())?.number;
  if (!sender) throw invalid(stopText.replySenderInvalid, [{ field: "from", message: stopText.replySenderInvalid }]);
  // The customers' numbers are matched by their digits alone (verified numbers are kept in E.164).
  const digits = sender.slice(1);
  const word = text.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return { action: "stopped", customers: await stopTextsFrom(digits) };
  if (START_WORDS.has(word)) return { action: "started", customers: await startTextsFrom(digits) };
  return { action: "ignored", customers: 0 };
}

/** Where Twilio posts the texts customers send to the shop's number (its "A message comes in" webhook). */
export const twilioIncomingUrl = () => `${env().APP_URL}/api/webhooks/sms/twilio/incoming`;

/** What Twilio is answered: TwiML that sends nothing back (Twilio answers STOP and START itself, where its opt-out handling is on). */
export const emptyTwiml = async () => new (await twilioSdk()).twiml.MessagingResponse().toString();

/** Twilio's incoming-message webhook: form fields `From` and `Body`, signed as its status callbacks are. */
export async function twilioReply(body: string, signature: string | null): Promise<ReplyOutcome> {
  const fields = await signedTwilioFields(body, signature, twilioIncomingUrl(), REPLY_REFUSALS);
  return takeReply(fields.From ?? "", fields.Body ?? "");
}

/**
 * A generic gateway's incoming text: the sender's number and the text (fields `from` and `text` unless
 * SMS_GATEWAY_REPLY_FROM_PARAM and SMS_GATEWAY_REPLY_TEXT_PARAM name others; in the query or a form body) with the
 * reports' shared secret.
 */
export async function gatewayReply(fields: URLSearchParams, secretHeader: string | null): Promise<ReplyOutcome> {
  checkGatewaySecret(fields, secretHeader, REPLY_REFUSALS);
  const { SMS_GATEWAY_REPLY_FROM_PARAM: fromField, SMS_GATEWAY_REPLY_TEXT_PARAM: textField } = env();
  return takeReply(fields.get(fromField) ?? "", fields.get(textField) ?? "");
}
