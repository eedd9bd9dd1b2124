"use client";

import { AlertTriangleIcon } from "lucide-react";
import { get, type FieldValues } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { nativeSelectClass } from "@/components/forms/page-size-select";
import { useLocale } from "@/components/providers/locale-context";
import { useEnglishIn, useSection } from "@/components/providers/section-words-context";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { updateSettingsAction } from "@/lib/actions/settings";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { homeMessages } from "@/lib/messages/home";
import { reviewsMessages } from "@/lib/messages/reviews";
import { paymentsLocalMessages } from "@/lib/messages/payments-local";
import { paymentsDepositsMessages } from "@/lib/messages/payments-deposits";
import { paymentsAtShopMessages } from "@/lib/messages/payments-at-shop";
import { settingsMessages } from "@/lib/messages/settings";
import { smsAdminMessages } from "@/lib/messages/sms-admin";
import type { BusinessSettings } from "@/lib/server/settings/defaults";
import { currencySymbol, formatPrice } from "@/lib/format/money";
import { smsMessages } from "@/lib/messages/sms";
import { BAY_LABELS, DEPOSIT_RULES, HOME_WORDS, isCurrency, SMS_TEXT_KINDS, SOCIAL_NETWORKS, type HomeWord, type PaymentProviderName } from "@/lib/validation/settings";

/** The payment providers this server is set up for, and the one it uses when the shop chooses none. */
export type PaymentChoices = { providers: PaymentProviderName[]; fallback: PaymentProviderName | null };

const SOCIAL_LABELS = { facebook: "Facebook", instagram: "Instagram", x: "X (Twitter)", linkedin: "LinkedIn", youtube: "YouTube" } as const;
/** Monday first, as a shop's week reads. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** The home page's words when a field is left empty (what the page shows then, in the admin's language), as each field's placeholder. */
const homeDefaults = (featuredShown: number, home: typeof homeMessages, reviews: typeof reviewsMessages): Record<HomeWord, string> => ({
  heroTitle: home.banners[0].title,
  heroText: home.banners[0].body,
  heroButtonLabel: home.bookSlot,
  featuredTitle: home.featuredTitle,
  featuredText: home.featuredBody(featuredShown),
  reviewsTitle: reviews.sectionTitle,
  reviewsText: reviews.sectionBody,
});

/** The settings as the form's fields (strings), for its first render. */
function defaultsOf(settings: BusinessSettings): Record<string, string> {
  const values: Record<string, string> = {
    businessName: settings.businessName,
    tagline: settings.tagline,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    timeZone: settings.timeZone,
    currency: settings.currency,
    cancellationNoticeHours: String(settings.cancellationNoticeHours),
    reminderOffsetsMinutes: settings.reminderOffsetsMinutes.join(", "),
    smsReminderOffsetsMinutes: settings.smsReminderOffsetsMinutes?.join(", ") ?? "",
    holdMinutes: String(settings.holdMinutes),
    settleGraceHours: String(settings.settleGraceHours),
    bayLabel: settings.bayLabel,
    featuredShown: String(settings.featuredShown),
    verifiedPhoneToHold: settings.verifiedPhoneToHold ? "on" : "",
    paymentProvider: settings.paymentProvider ?? "",
    deposit: settings.deposit,
    depositAmount: settings.depositAmount === null ? "" : String(settings.depositAmount),
    depositPercent: String(settings.depositPercent),
    payAtShop: settings.payAtShop ? "on" : "",
    defaultLocale: settings.defaultLocale,
    latinDigits: settings.latinDigits ? "on" : "",
  };
  for (const field of Object.keys(HOME_WORDS) as HomeWord[]) values[field] = settings[field];
  for (const kind of SMS_TEXT_KINDS) values[`smsTexts.${kind}`] = settings.smsTexts[kind] ? "on" : "";
  for (const network of SOCIAL_NETWORKS) values[`socialLinks.${network}`] = settings.socialLinks[network] ?? "";
  for (const day of settings.openingHours) {
    values[`openingHours.${day.weekday}.open`] = day.open;
    values[`openingHours.${day.weekday}.close`] = day.close;
    values[`openingHours.${day.weekday}.closed`] = day.closed ? "on" : "";
  }
  return values;
}

/**
 * Business Settings: one form, posted to a server action (works without
 * JavaScript); with it, checked first in the browser by the same schema.
 */
export function SettingsForm({ settings, timeZones, payments }: { settings: BusinessSettings; timeZones: string[]; payments: PaymentChoices }) {
  const settingsText = useSection(settingsMessages, "settings");
  const localText = useSection(paymentsLocalMessages, "paymentsLocal");
  const depositsText = useSection(paymentsDepositsMessages, "paymentsDeposits");
  const atShopText = useSection(paymentsAtShopMessages, "paymentsAtShop");
  const smsAdminText = useSection(smsAdminMessages, "smsAdmin");
  const smsText = useSection(smsMessages, "sms");
  const homeText = useSection(homeMessages, "home");
  const reviewsText = useSection(reviewsMessages, "reviews");
  const english = useEnglishIn();
  // Amounts as the page's language writes them (Bangla: its digits, or Latin ones when the shop chose them).
  const page = useLocale();
  const writing = { locale: page.locale, latinDigits: page.intlLocale.endsWith("-u-nu-latn") };
  const { form, state, formProps, fieldError, initial, formMessage, doneMessage, pending } = useActionForm<FieldValues>({
    action: updateSettingsAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/settings").then((module) => module.settingsFormSchema as never)),
    defaults: defaultsOf(settings),
    failureToast: (failed) => ({ title: settingsText.saveFailed, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
  });
  // The browser's check (the shared schema) says its messages in English: in the admin's language here.
  const errorOf = (name: string): string | undefined => {
    const own = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof own !== "string" || !own) return fieldError(name);
    const max = (HOME_WORDS as Record<string, number>)[name];
    if (max !== undefined && own === settingsMessages.home.tooLong(max)) return settingsText.home.tooLong(max);
    return english(own);
  };
  // A new currency converts no price: said as soon as it is typed (and, without JavaScript, when the server asks for the confirmation).
  const typedCurrency = String(form.watch("currency") ?? initial("currency")).trim().toUpperCase();
  const currencyChanging = (isCurrency(typedCurrency) && typedCurrency !== settings.currency.toUpperCase()) || Boolean(errorOf("confirmCurrencyChange"));
  const text = (name: string, label: string, props: React.ComponentProps<typeof Input> = {}, hint?: string) => (
    <FormField id={`settings-${name}`} label={label} error={errorOf(name)} hint={hint}>
      {(control) => <Input {...control} {...props} defaultValue={initial(name)} {...form.register(name)} />}
    </FormField>
  );

  /** A switch that spans the form's width, with its hint below (an unticked checkbox sends nothing: read as off). */
  const checkbox = (name: string, label: string, hint: string) => (
    <div className="grid gap-1 @xl:col-span-2">
      <label className="flex items-start gap-2 text-sm font-medium">
        <input
          id={`settings-${name}`}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          aria-describedby={`settings-${name}-hint`}
          defaultChecked={initial(name) === "on"}
          {...form.register(name)}
          value="on"
        />
        {label}
      </label>
      <p id={`settings-${name}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );

  // A new time zone that would move slots: the answer names them, and the form asks to confirm (docs/forms.md).
  const confirmingTimeZone = state.status === "failed" && state.kind === "conflict" && Boolean(state.fieldErrors.timeZone);

  return (
    <form {...formProps} className="grid max-w-3xl gap-8" aria-label={settingsText.title}>
      <FormMessage tone="error" title={formMessage} />
      <FormMessage tone="success" title={doneMessage?.message} />

      <fieldset className="grid gap-1 @xl:grid-cols-2 @xl:gap-x-4">
        <legend className="mb-3 text-lg font-semibold">{settingsText.identity}</legend>
        {text("businessName", settingsText.businessName, { autoComplete: "organization", maxLength: 80 })}
        {text("tagline", settingsText.tagline, { maxLength: 160 })}
        <FormField id="settings-bayLabel" label={settingsText.bayLabel} error={errorOf("bayLabel")} hint={settingsText.bayLabelHint}>
          {(control) => (
            <select {...control} className={nativeSelectClass} defaultValue={initial("bayLabel")} {...form.register("bayLabel")}>
              {BAY_LABELS.map((label) => (
                <option key={label} value={label}>
                  {settingsText.bayLabels[label]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-1 @xl:grid-cols-2 @xl:gap-x-4">
        <legend className="mb-3 text-lg font-semibold">{settingsText.languages.legend}</legend>
        <FormField id="settings-defaultLocale" label={settingsText.languages.defaultLocale} error={errorOf("defaultLocale")} hint={settingsText.languages.defaultLocaleHint}>
          {(control) => (
            <select {...control} className={nativeSelectClass} defaultValue={initial("defaultLocale")} {...form.register("defaultLocale")}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {checkbox("latinDigits", settingsText.languages.latinDigits, settingsText.languages.latinDigitsHint)}
      </fieldset>

      <fieldset className="grid gap-1 @xl:grid-cols-2 @xl:gap-x-4">
        <legend className="mb-3 text-lg font-semibold">{settingsText.contact}</legend>
        <FormField id="settings-address" label={settingsText.address} error={errorOf("address")} className="@xl:col-span-2">
          {(control) => <Textarea {...control} rows={2} maxLength={200} autoComplete="street-address" defaultValue={initial("address")} {...form.register("address")} />}
        </FormField>
        {text("phone", settingsText.phone, { type: "tel", autoComplete: "tel" })}
        {text("email", settingsText.email, { type: "email", autoComplete: "email" })}
      </fieldset>

      <fieldset className="grid gap-1 @xl:grid-cols-2 @xl:gap-x-4">
        <legend className="mb-3 text-lg font-semibold">{settingsText.social}</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <div key={network}>{text(`socialLinks.${network}`, SOCIAL_LABELS[network], { type: "url", inputMode: "url", placeholder: "https://" })}</div>
        ))}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-lg font-semibold">{settingsText.hours}</legend>
        <p className="mb-2 text-sm text-muted-foreground">{settingsText.hoursHint}</p>
        <div className="grid gap-3">
          {WEEK.map((weekday) => {
            const name = `openingHours.${weekday}`;
            const dayName = settingsText.weekdays[weekday];
            const error = errorOf(`${name}.close`) ?? errorOf(`${name}.open`);
            return (
              <div key={weekday} className="grid grid-cols-2 items-end gap-x-3 gap-y-1 rounded-lg border p-3 @xl:grid-cols-[8rem_1fr_1fr_auto]" role="group" aria-label={dayName}>
                <p className="col-span-2 font-medium @xl:col-span-1 @xl:self-center">{dayName}</p>
                <label className="grid gap-1 text-sm">
                  <span className="text-muted-foreground">{settingsText.opens}</span>
                  <Input type="time" step={900} aria-label={`${dayName}: ${settingsText.opens}`} aria-invalid={Boolean(errorOf(`${name}.open`))} defaultValue={initial(`${name}.open`)} {...form.register(`${name}.open`)} />
                </label>
                <label className="grid gap-1 text-sm">
                  <span className="text-muted-foreground">{settingsText.closes}</span>
                  <Input type="time" step={900} aria-label={`${dayName}: ${settingsText.closes}`} aria-invalid={Boolean(errorOf(`${name}.close`))} aria-describedby={`${name}-error`} defaultValue={initial(`${name}.close`)} {...form.register(`${name}.close`)} />
                </label>
                <label className="col-span-2 flex h-9 items-center gap-2 text-sm @xl:col-span-1">
                  <input type="checkbox" className="size-4 accent-primary" defaultChecked={initial(`${name}.closed`) === "on"} {...form.register(`${name}.closed`)} value="on" />
                  {settingsText.closed}
                </label>
                <p id={`${name}-error`} role={error ? "alert" : undefined} className="col-span-full min-h-0 text-xs text-destructive">
                  {error}
                </p>
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="grid gap-1 @xl:grid-cols-2 @xl:gap-x-4">
        <legend className="mb-3 text-lg font-semibold">{settingsText.rules}</legend>
        <div className={confirmingTimeZone ? "@xl:col-span-2" : undefined}>
          {text("timeZone", settingsText.timeZone, { autoCapitalize: "off", spellCheck: false, list: "settings-time-zones" }, settingsText.timeZoneHint)}
          {confirmingTimeZone ? (
            <label className="mb-3 flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="size-4 accent-primary" defaultChecked={initial("confirmTimeZoneChange") === "on"} {...form.register("confirmTimeZoneChange")} value="on" />
              {settingsText.confirmTimeZoneChange}
            </label>
          ) : null}
        </div>
        {text("currency", settingsText.currency, { autoCapitalize: "characters", maxLength: 3, className: "uppercase" }, settingsText.currencyHint)}
        {currencyChanging && isCurrency(typedCurrency) ? (
          <div role="status" className="grid gap-2 rounded-lg border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 @xl:col-span-2 dark:bg-amber-950/40 dark:text-amber-100" data-testid="currency-change-warning">
            <p className="flex items-start gap-2 font-semibold">
              <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              {settingsText.currencyChangeTitle(settings.currency.toUpperCase(), typedCurrency)}
            </p>
            <p>{settingsText.currencyChangeBody(typedCurrency, formatPrice(40, settings.currency, writing), formatPrice(40, typedCurrency, writing))}</p>
            <label className="flex items-start gap-2 font-medium">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                aria-invalid={Boolean(errorOf("confirmCurrencyChange"))}
                aria-describedby="settings-confirmCurrencyChange-error"
                defaultChecked={initial("confirmCurrencyChange") === "on"}
                {...form.register("confirmCurrencyChange")}
                value="on"
              />
              {settingsText.confirmCurrencyChange(typedCurrency)}
            </label>
            <p id="settings-confirmCurrencyChange-error" role={errorOf("confirmCurrencyChange") ? "alert" : undefined} className="text-xs text-destructive">
              {errorOf("confirmCurrencyChange")}
            </p>
          </div>
        ) : null}
        <div className="@xl:col-span-2">
          <FormField id="settings-paymentProvider" label={localText.providerLabel} error={errorOf("paymentProvider")} hint={localText.providerHint}>
            {(control) => (
              <select {...control} className={nativeSelectClass} defaultValue={initial("paymentProvider")} {...form.register("paymentProvider")}>
                <option value="">{localText.providerDefault(payments.fallback ? localText.providerNames[payments.fallback] : localText.providerNone)}</option>
                {payments.providers.map((provider) => (
                  <option key={provider} value={provider}>
                    {localText.providerNames[provider]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="@xl:col-span-2">
          <FormField id="settings-deposit" label={depositsText.ruleLabel} error={errorOf("deposit")} hint={depositsText.ruleHint}>
            {(control) => (
              <select {...control} className={nativeSelectClass} defaultValue={initial("deposit")} {...form.register("deposit")}>
                {DEPOSIT_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {depositsText.ruleNames[rule]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {text("depositAmount", `${depositsText.amountLabel} (${currencySymbol(settings.currency)})`, { inputMode: "decimal" }, depositsText.amountHint)}
        {text("depositPercent", depositsText.percentLabel, { inputMode: "numeric" }, depositsText.percentHint)}
        {checkbox("payAtShop", atShopText.settingLabel, atShopText.settingHint)}
        {text("cancellationNoticeHours", settingsText.noticeHours, { inputMode: "numeric" })}
        {text("holdMinutes", settingsText.holdMinutes, { inputMode: "numeric" })}
        <div className="@xl:col-span-2">{text("settleGraceHours", settingsText.settleGraceHours, { inputMode: "numeric" }, settingsText.settleGraceHint)}</div>
        <div className="@xl:col-span-2">{text("reminderOffsetsMinutes", settingsText.reminderOffsets, { inputMode: "numeric" }, settingsText.reminderHint)}</div>
        {checkbox("verifiedPhoneToHold", smsAdminText.verifiedPhoneToHold.label, smsAdminText.verifiedPhoneToHold.hint)}
        <datalist id="settings-time-zones">
          {timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </fieldset>

      <fieldset className="grid gap-1 @xl:grid-cols-2 @xl:gap-x-4">
        <legend className="mb-1 text-lg font-semibold">{smsText.settingsLegend}</legend>
        <p className="mb-2 text-sm text-muted-foreground @xl:col-span-2">{smsText.settingsHint}</p>
        <div className="mb-3 grid gap-2 @xl:col-span-2 @xl:grid-cols-3">
          {SMS_TEXT_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" defaultChecked={initial(`smsTexts.${kind}`) === "on"} {...form.register(`smsTexts.${kind}`)} value="on" />
              {smsText.switchLabels[kind]}
            </label>
          ))}
        </div>
        <div className="@xl:col-span-2">
          {text("smsReminderOffsetsMinutes", smsText.reminderOffsets, { inputMode: "numeric", placeholder: settings.reminderOffsetsMinutes.join(", ") }, smsText.reminderOffsetsHint(settings.reminderOffsetsMinutes.join(", ") || smsText.remindersNone))}
        </div>
      </fieldset>

      <fieldset className="grid gap-1 @xl:grid-cols-2 @xl:gap-x-4">
        <legend className="mb-1 text-lg font-semibold">{settingsText.home.legend}</legend>
        <p className="mb-2 text-sm text-muted-foreground @xl:col-span-2">{settingsText.home.hint}</p>
        {(Object.entries(homeDefaults(settings.featuredShown, homeText, reviewsText)) as [HomeWord, string][]).map(([field, placeholder]) =>
          field.endsWith("Text") ? (
            <FormField key={field} id={`settings-${field}`} label={settingsText.home[field]} error={errorOf(field)} className="@xl:col-span-2">
              {(control) => <Textarea {...control} rows={2} maxLength={HOME_WORDS[field]} placeholder={placeholder} defaultValue={initial(field)} {...form.register(field)} />}
            </FormField>
          ) : (
            <div key={field}>{text(field, settingsText.home[field], { maxLength: HOME_WORDS[field], placeholder })}</div>
          ),
        )}
        {text("featuredShown", settingsText.home.featuredShown, { inputMode: "numeric" }, settingsText.home.featuredShownHint)}
      </fieldset>

      <Button type="submit" disabled={pending} className="w-fit">
        {settingsText.save}
      </Button>
    </form>
  );
}
