"use server";

import { messages } from "@/lib/messages";
import { stopTextsByLink } from "@/lib/server/sms/stop-texts";
import { confirmPhoneCode, sendPhoneCode, setReminderChannels } from "@/lib/server/sms/verify-phone";
import { phoneCodeConfirmSchema, reminderChannelsInputSchema } from "@/lib/validation/sms";
import { action, type ActionState } from "./action";

const smsText = messages.sms;

/** Where the profile's Phone section is: a signed-out visitor signs in and comes back here. */
const PHONE_SECTION = "/dashboard/user#phone";

/** The profile's Send code: a code texted to the account's own number. */
export const sendPhoneCodeAction = action({ signedIn: true, returnTo: PHONE_SECTION }, async ({ actor }, _state: ActionState, _form: FormData) => {
  await sendPhoneCode(actor, {});
  return { message: smsText.codeSent };
});

/** The profile's Verify: the texted code, confirmed. The code is not shown again. */
export const confirmPhoneCodeAction = action(
  { signedIn: true, fields: ["code"], schema: phoneCodeConfirmSchema, returnTo: PHONE_SECTION },
  async ({ actor, input }, _state: ActionState, _form: FormData) => {
    await confirmPhoneCode(actor, input);
    return { message: smsText.phoneVerified, values: {} };
  },
);

/** The profile's reminder choice: email, texts, or both. */
export const setReminderChannelsAction = action(
  { signedIn: true, fields: ["channels"], schema: reminderChannelsInputSchema, returnTo: PHONE_SECTION },
  async ({ actor, input }, _state: ActionState, _form: FormData) => {
    const saved = await setReminderChannels(actor, input);
    return { message: smsText.channelsSaved, values: { channels: saved.reminderChannels } };
  },
);

/** The stop link's button (`/s/<token>`): no sign-in, the signed link is the credential. Pressed twice, it says texts were off already. */
export const stopTextsAction = action({ signedIn: false, fields: ["token"] }, async ({ values }, _state: ActionState, _form: FormData) => {
  const { shop, stopped } = await stopTextsByLink(values.token);
  return { message: stopped ? messages.smsStop.stopped(shop) : messages.smsStop.alreadyStopped(shop) };
});
