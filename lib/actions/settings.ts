"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { updateContentPage } from "@/lib/server/pages/content-pages";
import { removeLogo, uploadLogo } from "@/lib/server/settings/logo";
import { updateSettings, type BusinessSettings } from "@/lib/server/settings/business-settings";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { CONTENT_PAGES, HOME_WORDS, SOCIAL_NETWORKS, settingsFromForm, type HomeWord } from "@/lib/validation/settings";
import { attempt, attemptForm, formDone, formFailed, readForm, type ActionResult, type FormState } from "./result";

// The logo has a form of its own (an upload), so saving these never puts back a logo replaced meanwhile.
const TEXT_FIELDS = [
  "businessName", "tagline", "address", "phone", "email", "timeZone", "confirmTimeZoneChange", "currency", "confirmCurrencyChange", "cancellationNoticeHours", "reminderOffsetsMinutes", "holdMinutes", "settleGraceHours", "bayLabel",
  ...(Object.keys(HOME_WORDS) as HomeWord[]), "featuredShown",
] as const;
const HOME_PAGE_FIELDS = new Set<string>([...Object.keys(HOME_WORDS), "featuredShown"]);
const SOCIAL_FIELDS = SOCIAL_NETWORKS.map((network) => `socialLinks.${network}`);
const HOUR_FIELDS = Array.from({ length: 7 }, (_, day) => [`openingHours.${day}.open`, `openingHours.${day}.close`, `openingHours.${day}.closed`]).flat();

/** Business Settings (admins): every field of the form, saved at once. */
export async function updateSettingsAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, [...TEXT_FIELDS, ...SOCIAL_FIELDS, ...HOUR_FIELDS]);
  const admin = await currentUser();
  if (!admin) redirect(signInUrl("/dashboard/admin/settings"));
  // A form rendered before the home page's fields existed leaves them out: they then stay as they are.
  const sent = TEXT_FIELDS.filter((field) => !HOME_PAGE_FIELDS.has(field) || (form instanceof FormData && form.has(field)));
  const nested: Record<string, unknown> = Object.fromEntries(sent.map((field) => [field, values[field]]));
  nested.socialLinks = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, values[`socialLinks.${network}`]]));
  nested.openingHours = Array.from({ length: 7 }, (_, day) => ({
    open: values[`openingHours.${day}.open`],
    close: values[`openingHours.${day}.close`],
    closed: values[`openingHours.${day}.closed`],
  }));
  const saved = await attemptForm(() => updateSettings(admin, settingsFromForm(nested)), messages.forms.checkFields);
  return saved.ok ? formDone(values, messages.settings.saved) : formFailed(saved, values);
}

/** FAQ and policy pages (admins): one page's Markdown (`slug` names it). */
export async function updateContentPageAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["slug", "markdown"]);
  const admin = await currentUser();
  if (!admin) redirect(signInUrl("/dashboard/admin/pages"));
  const slug = (CONTENT_PAGES as readonly string[]).includes(values.slug) ? values.slug : "";
  const saved = await attemptForm(() => updateContentPage(admin, slug, { markdown: values.markdown }), messages.forms.checkFields);
  return saved.ok ? formDone(values, messages.pages.saved) : formFailed(saved, values);
}

/** The settings page's logo form (admins): upload a new logo (`file`). */
export async function uploadLogoAction(_state: FormState, form: FormData): Promise<FormState> {
  const admin = await currentUser();
  if (!admin) redirect(signInUrl("/dashboard/admin/settings"));
  const file = form instanceof FormData ? form.get("file") : null;
  const saved = await attemptForm(() => uploadLogo(admin, async () => ({ file })), messages.forms.checkFields);
  return saved.ok ? formDone({}, messages.settings.logo.uploaded) : formFailed(saved, {});
}

/** 'Remove logo' (a form of its own: works without JavaScript); the page renders again without it. */
export async function removeLogoAction(): Promise<ActionResult<BusinessSettings>> {
  return attempt(async () => removeLogo(await currentUser()));
}
