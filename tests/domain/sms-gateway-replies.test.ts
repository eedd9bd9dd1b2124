/**
 * @jest-environment-options {"env": {"SMS_GATEWAY_REPORT_SECRET": "a-gateway-secret-of-the-tests", "SMS_GATEWAY_REPLY_FROM_PARAM": "msisdn", "SMS_GATEWAY_REPLY_TEXT_PARAM": "sms_body"}}
 */
import { gatewayReply } from "@/lib/server/sms/replies";
import { customer, db, shop } from "./support";

/**
 * A generic gateway's replies (lib/server/sms/replies.ts) under the field names the shop's gateway uses:
 * SMS_GATEWAY_REPLY_FROM_PARAM and SMS_GATEWAY_REPLY_TEXT_PARAM, set for this file above.
 */
const SECRET = "a-gateway-secret-of-the-tests";

beforeAll(() => shop());

it("reads the sender and the text from the fields the gateway names, and nothing from the default ones", async () => {
  const person = await customer("replier");
  const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await db.user.update({ where: { id: person.id }, data: { phone, phoneVerifiedAt: new Date(), reminderChannels: "sms" } });

  // `from` and `text` are not this gateway's fields: no sender, refused on the field.
  await expect(gatewayReply(new URLSearchParams({ from: phone, text: "STOP" }), SECRET)).rejects.toMatchObject({ kind: "invalid" });
  expect((await db.user.findUniqueOrThrow({ where: { id: person.id } })).reminderChannels).toBe("sms");

  expect(await gatewayReply(new URLSearchParams({ msisdn: phone, sms_body: "stop" }), SECRET)).toEqual({ action: "stopped", customers: 1 });
  expect((await db.user.findUniqueOrThrow({ where: { id: person.id } })).reminderChannels).toBe("email");
  // Without the shared secret, nothing.
  await expect(gatewayReply(new URLSearchParams({ msisdn: phone, sms_body: "START" }), "wrong")).rejects.toMatchObject({ kind: "unauthenticated" });
});
