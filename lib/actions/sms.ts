"use server";

import { inCustomerWords } from "@/lib/server/i18n/account-refusals";
import { failureWordsIn, visitorAccountWords } from "@/lib/server/i18n/account-words";
import { requestTranslator } from "@/lib/server/i18n/request-locale";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";
import { stopTextsByLink } from "@/lib/server/sms/stop-texts";
import { confirmPhoneCode, sendPhoneCode, setReminderChannels } from "@/lib/server/sms/verify-phone";
import { parseInput } from "@/lib/validation/common";
import { phoneCodeConfirmSchema, reminderChannelsInputSchema } from "@/lib/validation/sms";
import { action, type ActionState } from "./action";

/** Where the profile's Phone section is: a signed-out visitor signs in and comes back here. */
const PHONE_SECTION = "/dashboard/user#phone";

/**
 * The profile's Phone section answers in the language of the page its forms were sent from: its
 * messages, and the refusals of its fields (checked here, inside the work, so that they are said in it).
 */
const failureWords = async () => failureWordsIn(await visitorLocale());

/** The profile's Send code: a code texted to the account's own number. */
export const sendPhoneCodeAction = action({ signedIn: true, returnTo: PHONE_SECTION, words: failureWords }, async ({ actor }, _state: ActionState, _form: FormData) => {
  const { t, locale } = await visitorAccountWords();
  await inCustomerWords(locale, sendPhoneCode(actor, {}));
  return { message: t("phone.codeSent") };
});

/** The profile's Verify: the texted code, confirmed. The code is not shown again. */
export const confirmPhoneCodeAction = action(
  { signedIn: true, fields: ["code"], returnTo: PHONE_SECTION, words: failureWords },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    const { t, locale } = await visitorAccountWords();
    await inCustomerWords(
      locale,
      (async () => confirmPhoneCode(actor, parseInput(phoneCodeConfirmSchema, values)))(),
    );
    return { message: t("phone.phoneVerified"), values: {} };
  },
);

/** The profile's reminder choice: email, texts, or both. */
export const setReminderChannelsAction = action(
  { signedIn: true, fields: ["channels"], returnTo: PHONE_SECTION, words: failureWords },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    const { t, locale } = await visitorAccountWords();
    const saved = await inCustomerWords(
      locale,
      (async () => setReminderChannels(actor, parseInput(reminderChannelsInputSchema, values)))(),
    );
    return { message: t("phone.channelsSaved"), values: { channels: saved.reminderChannels } };
  },
);

/**
 * The stop link's button (`/s/<token>`): no sign-in, the signed link is the credential. Pressed twice, it says texts were off
 * already, in the language of the page it was pressed on.
 */
export const stopTextsAction = action({ signedIn: false, fields: ["token"], words: failureWords }, async ({ values }, _state: ActionState, _form: FormData) => {
  const { shop, stopped } = await stopTextsByLink(values.token);
  const t = await requestTranslator("booking");
  return { message: stopped ? t("stopTexts.stopped", { shop }) : t("stopTexts.alreadyStopped", { shop }) };
});
