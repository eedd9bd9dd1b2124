"use server";

import { messages } from "@/lib/messages";
import { updateContentPage } from "@/lib/server/pages/content-pages";
import { removeLogo, uploadLogo } from "@/lib/server/settings/logo";
import { updateSettings } from "@/lib/server/settings/business-settings";
import { CONTENT_PAGES, HOME_WORDS, SMS_TEXT_KINDS, SOCIAL_NETWORKS, settingsFromForm, type HomeWord } from "@/lib/validation/settings";
import { action, type ActionState } from "./action";

// The logo has a form of its own (an upload), so saving these never puts back a logo replaced meanwhile.
const TEXT_FIELDS = [
  "businessName", "tagline", "address", "phone", "email", "timeZone", "confirmTimeZoneChange", "currency", "confirmCurrencyChange", "cancellationNoticeHours", "reminderOffsetsMinutes", "smsReminderOffsetsMinutes", "holdMinutes", "settleGraceHours", "bayLabel", "verifiedPhoneToHold",
  ...(Object.keys(HOME_WORDS) as HomeWord[]), "featuredShown",
] as const;
const HOME_PAGE_FIELDS = new Set<string>([...Object.keys(HOME_WORDS), "featuredShown"]);
/** The deposit's fields and pay at the shop (a checkbox: nothing sent when unticked): read wherever the form showed the deposit (one rendered before them leaves them as they are). */
const DEPOSIT_FIELDS = ["deposit", "depositAmount", "depositPercent", "payAtShop"] as const;
/** The site's languages (Latin digits is a checkbox: nothing sent when unticked): read wherever the form showed them. */
const LANGUAGE_FIELDS = ["defaultLocale", "latinDigits"] as const;
const SMS_SWITCH_FIELDS = SMS_TEXT_KINDS.map((kind) => `smsTexts.${kind}`);
const SOCIAL_FIELDS = SOCIAL_NETWORKS.map((network) => `socialLinks.${network}`);
const HOUR_FIELDS = Array.from({ length: 7 }, (_, day) => [`openingHours.${day}.open`, `openingHours.${day}.close`, `openingHours.${day}.closed`]).flat();

/** Business Settings (admins): every field of the form, saved at once. */
export const updateSettingsAction = action(
  { signedIn: true, fields: [...TEXT_FIELDS, ...DEPOSIT_FIELDS, ...LANGUAGE_FIELDS, ...SOCIAL_FIELDS, ...HOUR_FIELDS, ...SMS_SWITCH_FIELDS], returnTo: "/dashboard/admin/settings" },
  async ({ actor, values, form }, _state: ActionState, _form: FormData) => {
    // A form rendered before the home page's or the texts' fields existed leaves them out: they then stay as they are.
    const sent = TEXT_FIELDS.filter((field) => !(HOME_PAGE_FIELDS.has(field) || field === "smsReminderOffsetsMinutes") || form?.has(field));
    const nested: Record<string, unknown> = Object.fromEntries(sent.map((field) => [field, values[field]]));
    if (form?.has("deposit")) for (const field of DEPOSIT_FIELDS) nested[field] = values[field];
    if (form?.has("defaultLocale")) for (const field of LANGUAGE_FIELDS) nested[field] = values[field];
    // Its switches are checkboxes, which send nothing when unticked: read wherever the texts' section was shown.
    if (form?.has("smsReminderOffsetsMinutes")) nested.smsTexts = Object.fromEntries(SMS_TEXT_KINDS.map((kind) => [kind, values[`smsTexts.${kind}`]]));
    nested.socialLinks = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, values[`socialLinks.${network}`]]));
    nested.openingHours = Array.from({ length: 7 }, (_, day) => ({
      open: values[`openingHours.${day}.open`],
      close: values[`openingHours.${day}.close`],
      closed: values[`openingHours.${day}.closed`],
    }));
    await updateSettings(actor, settingsFromForm(nested));
    return { message: messages.settings.saved };
  },
);

/** FAQ and policy pages (admins): one page's Markdown (`slug` names it). */
export const updateContentPageAction = action(
  { signedIn: true, fields: ["slug", "markdown"], returnTo: "/dashboard/admin/pages" },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    const slug = (CONTENT_PAGES as readonly string[]).includes(values.slug) ? values.slug : "";
    await updateContentPage(actor, slug, { markdown: values.markdown });
    return { message: messages.pages.saved };
  },
);

/** The settings page's logo form (admins): upload a new logo (`file`). */
export const uploadLogoAction = action({ signedIn: true, returnTo: "/dashboard/admin/settings" }, async ({ actor, form }, _state: ActionState, _form: FormData) => {
  const file = form?.get("file") ?? null;
  await uploadLogo(actor, async () => ({ file }));
  return { message: messages.settings.logo.uploaded };
});

/** 'Remove logo' (a form of its own: works without JavaScript); the page renders again without it. */
export const removeLogoAction = action({ signedIn: true }, async ({ actor }) => ({ data: await removeLogo(actor) }));
