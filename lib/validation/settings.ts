import { LOCALES } from "@/lib/i18n/locales";
import { z } from "zod";
import "@/lib/validation/zod-config";
import { pagesMessages } from "@/lib/messages/pages";
import { photosMessages } from "@/lib/messages/photos";
import { paymentsLocalMessages } from "@/lib/messages/payments-local";
import { settingsMessages } from "@/lib/messages/settings";
import { smsMessages } from "@/lib/messages/sms";
import { validationMessages } from "@/lib/messages/validation";
import { isHourMinute } from "@/lib/format/time";
import { paymentsDepositsMessages } from "@/lib/messages/payments-deposits";
import { cleanName, cleanText, decimalInput, hasAtMostDecimals } from "@/lib/validation/common";

/** Limits the settings keep (the database states the same ranges). */
export const NOTICE_HOURS_MAX = 720;
/** The longest an ended booking waits for the shop to settle it: a week. */
export const SETTLE_GRACE_HOURS_MAX = 168;
export const HOLD_MINUTES_MIN = 5;
export const HOLD_MINUTES_MAX = 120;
export const REMINDER_MINUTES_MAX = 60 * 24 * 60;
export const REMINDERS_MAX = 5;
/** How many featured services the home page may show. */
export const FEATURED_SHOWN_MIN = 3;
export const FEATURED_SHOWN_MAX = 12;
/** The home page's words a shop may write (empty: the message catalogue's), and their longest lengths. */
export const HOME_WORDS = { heroTitle: 120, heroText: 300, heroButtonLabel: 40, featuredTitle: 120, featuredText: 300, reviewsTitle: 120, reviewsText: 300 } as const;
export type HomeWord = keyof typeof HOME_WORDS;

/** What a shop may call the places cars are served (bays, stations or staff): the wording of its pages. */
export const BAY_LABELS = ["bays", "stations", "staff"] as const;
export type BayLabel = (typeof BAY_LABELS)[number];

/**
 * The messages a shop may also send by text (to a customer who chose texts): the confirmation, the
 * reminders, a booking moved, cancelled or refunded, a waitlist place offered. Each on unless the
 * shop turns it off, so that a customer who chose texts gets what they expect.
 */
export const SMS_TEXT_KINDS = ["confirmation", "reminder", "reschedule", "cancellation", "refund", "offer"] as const;
export type SmsTextKind = (typeof SMS_TEXT_KINDS)[number];
export type SmsTextSwitches = Record<SmsTextKind, boolean>;
export const SMS_TEXTS_ON: SmsTextSwitches = { confirmation: true, reminder: true, reschedule: true, cancellation: true, refund: true, offer: true };

/** Who may take a shop's payments (the server must be configured for the one chosen: lib/server/settings/payment-choice.ts). */
export const PAYMENT_PROVIDERS = ["stripe", "sslcommerz", "aamarpay", "test"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const isPaymentProviderName = (value: string | null): value is PaymentProviderName => (PAYMENT_PROVIDERS as readonly (string | null)[]).includes(value);

/** What a booking's online checkout asks for: the full price, a fixed deposit, or a percentage of the price (docs/payments.md). */
export const DEPOSIT_RULES = ["full", "fixed", "percent"] as const;
export type DepositRule = (typeof DEPOSIT_RULES)[number];
export const isDepositRule = (value: string): value is DepositRule => (DEPOSIT_RULES as readonly string[]).includes(value);
/** The largest fixed deposit, in whole units of the shop's currency (as a service's price). */
export const DEPOSIT_AMOUNT_MAX = 100_000;

export const SOCIAL_NETWORKS = ["facebook", "instagram", "x", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type OpeningDay = { weekday: number; open: string; close: string; closed: boolean };

export function isTimeZone(zone: string): boolean {
  if (!zone || !zone.includes("/") && zone !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let currencies: Set<string> | undefined;
export function isCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf("currency"));
  return currencies.has(code);
}

/** Optional text: cleaned, '' when it shows nothing. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .overwrite(cleanText)
    .max(max, { error: tooLong });

const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .overwrite(cleanText)
    .max(300, { error: message })
    .refine((value) => value === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), { error: message });

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess((value) => (typeof value === "string" ? decimalInput(value) : value), z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

/** '1440, 120' from a form, or [1440, 120] from JSON: distinct whole minutes, longest first. */
const reminderOffsets = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(/[,\s]+/)
          .filter(Boolean)
          .map((part) => decimalInput(part))
      : value,
  z
    .array(z.number({ error: settingsMessages.reminderRange }).int({ error: settingsMessages.reminderRange }).min(1, { error: settingsMessages.reminderRange }).max(REMINDER_MINUTES_MAX, { error: settingsMessages.reminderRange }), { error: settingsMessages.reminderRange })
    .transform((offsets) => [...new Set(offsets)].sort((a, b) => b - a))
    .refine((offsets) => offsets.length <= REMINDERS_MAX, { error: settingsMessages.reminderRange }),
);

/** A switch from JSON (true/false) or a form's checkbox ("on", or "" when left unticked). */
const formBoolean = (message: string) => z.preprocess((value) => (value === "on" || value === "true" ? true : value === "" || value === "false" ? false : value), z.boolean({ error: message }));

/** Which messages also go by text: any of them, the rest kept. */
const smsTexts = z
  .object(Object.fromEntries(SMS_TEXT_KINDS.map((kind) => [kind, formBoolean(smsMessages.switchInvalid).optional()])) as Record<SmsTextKind, z.ZodOptional<ReturnType<typeof formBoolean>>>, { error: smsMessages.switchesInvalid })
  .meta({ description: "Which messages also go by text to a customer who chose texts, each true or false (any of them; the rest are kept)" });

/** The text reminders' own offsets, or null (in a form: left empty) for the same as the emails'. */
const smsReminderOffsets = z
  .preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), reminderOffsets.nullable())
  .meta({ description: "Minutes before the start of each text reminder, or null for the same as reminderOffsetsMinutes" });

const openingDay = z.object({
  weekday: z.number({ error: settingsMessages.hoursInvalid }).int({ error: settingsMessages.hoursInvalid }).min(0, { error: settingsMessages.hoursInvalid }).max(6, { error: settingsMessages.hoursInvalid }),
  open: z.string({ error: validationMessages.invalidTime }).refine(isHourMinute, { error: validationMessages.invalidTime }),
  close: z.string({ error: validationMessages.invalidTime }).refine(isHourMinute, { error: validationMessages.invalidTime }),
  closed: z.boolean({ error: settingsMessages.hoursInvalid }),
});

const openingHours = z
  .array(openingDay, { error: settingsMessages.hoursInvalid })
  .length(7, { error: settingsMessages.hoursInvalid })
  .superRefine((days, ctx) => {
    if (new Set(days.map((day) => day.weekday)).size !== 7) ctx.addIssue({ code: "custom", message: settingsMessages.hoursInvalid });
    days.forEach((day, index) => {
      if (!day.closed && day.close <= day.open) ctx.addIssue({ code: "custom", path: [index, "close"], message: settingsMessages.closeAfterOpen });
    });
  })
  .transform((days) => [...days].sort((a, b) => a.weekday - b.weekday));

export const settingsFields = {
  businessName: z
    .string({ error: settingsMessages.nameRequired })
    .overwrite(cleanName)
    .min(1, { error: settingsMessages.nameRequired })
    .max(80, { error: settingsMessages.nameTooLong }),
  tagline: optionalText(160, settingsMessages.taglineTooLong),
  logoUrl: z.preprocess(
    (value) => (value === "" ? null : value),
    z
      .string({ error: settingsMessages.logoInvalid })
      .overwrite(cleanText)
      .max(300, { error: settingsMessages.logoInvalid })
      .refine((value) => /^\/(?!\/)[^\s\\]+$/.test(value), { error: settingsMessages.logoInvalid })
      .nullable(),
  ),
  address: optionalText(200, settingsMessages.addressTooLong),
  phone: z
    .string({ error: settingsMessages.phoneInvalid })
    .overwrite(cleanText)
    .max(30, { error: settingsMessages.phoneInvalid })
    .refine((value) => value === "" || (/^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, "").length >= 5), { error: settingsMessages.phoneInvalid }),
  email: z
    .string({ error: settingsMessages.emailInvalid })
    .overwrite(cleanText)
    .max(254, { error: settingsMessages.emailInvalid })
    .refine((value) => value === "" || z.email().safeParse(value).success, { error: settingsMessages.emailInvalid }),
  socialLinks: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpsUrl(settingsMessages.urlInvalid).optional()])) as Record<SocialNetwork, z.ZodOptional<ReturnType<typeof httpsUrl>>>, {
    error: settingsMessages.urlInvalid,
  }),
  openingHours,
  timeZone: z.string({ error: settingsMessages.timeZoneInvalid }).trim().max(64, { error: settingsMessages.timeZoneInvalid }).refine(isTimeZone, { error: settingsMessages.timeZoneInvalid }),
  currency: z
    .string({ error: settingsMessages.currencyInvalid })
    .trim()
    .toUpperCase()
    .refine((code) => /^[A-Z]{3}$/.test(code) && isCurrency(code), { error: settingsMessages.currencyInvalid }),
  cancellationNoticeHours: wholeNumber(settingsMessages.noticeRange, 0, NOTICE_HOURS_MAX),
  reminderOffsetsMinutes: reminderOffsets,
  smsTexts,
  smsReminderOffsetsMinutes: smsReminderOffsets,
  holdMinutes: wholeNumber(settingsMessages.holdRange, HOLD_MINUTES_MIN, HOLD_MINUTES_MAX),
  settleGraceHours: wholeNumber(settingsMessages.settleGraceRange, 0, SETTLE_GRACE_HOURS_MAX),
  bayLabel: z.enum(BAY_LABELS, { error: settingsMessages.bayLabelInvalid }),
  ...(Object.fromEntries(Object.entries(HOME_WORDS).map(([field, max]) => [field, optionalText(max, settingsMessages.home.tooLong(max))])) as Record<HomeWord, ReturnType<typeof optionalText>>),
  featuredShown: wholeNumber(settingsMessages.home.featuredShownRange, FEATURED_SHOWN_MIN, FEATURED_SHOWN_MAX),
  // true or false from JSON; the form's checkbox sends "on", or nothing when unticked.
  verifiedPhoneToHold: z.preprocess((value) => (value === "on" || value === "true" ? true : value === "" || value === "false" ? false : value), z.boolean({ error: settingsMessages.confirmBoolean })).meta({
    description: "true: customers hold a slot online (Pay Now, POST /api/bookings) only with a verified phone number, and one number holds at most a customer's hold limit across its accounts",
  }),
  payAtShop: z.preprocess((value) => (value === "on" || value === "true" ? true : value === "" || value === "false" ? false : value), z.boolean({ error: settingsMessages.confirmBoolean })).meta({
    description: "true: customers may book any service without paying online (POST /api/bookings with payAt 'shop'): confirmed at once, paid at the shop; false: only services that allow it themselves",
  }),
  defaultLocale: z.enum(LOCALES, { error: settingsMessages.defaultLocaleInvalid }).meta({
    description: "the site's language for a first visit whose browser asks for none the site offers, and for emails and texts to customers who never chose one: 'en' or 'bn'",
  }),
  latinDigits: z.preprocess((value) => (value === "on" || value === "true" ? true : value === "" || value === "false" ? false : value), z.boolean({ error: settingsMessages.confirmBoolean })).meta({
    description: "true: Bangla pages, emails and texts write numbers with Latin digits (012); false: with Bengali digits (০১২)",
  }),
  // "" (the form's first option) or null: the server's default provider.
  paymentProvider: z.preprocess((value) => (value === "" ? null : value), z.enum(PAYMENT_PROVIDERS, { error: paymentsLocalMessages.providerInvalid }).nullable()).meta({
    description: "who takes the shop's payments, among those the server is configured for; null: the server's default (Stripe when set up, else the test checkout where allowed)",
  }),
  deposit: z.enum(DEPOSIT_RULES, { error: paymentsDepositsMessages.ruleInvalid }).meta({
    description: "what a booking's online checkout asks for: 'full' (the price), 'fixed' (depositAmount, at most the price) or 'percent' (depositPercent of the price); the rest is paid at the shop",
  }),
  depositAmount: z
    .preprocess((value) => (typeof value === "string" ? decimalInput(value) : value), z.number({ error: paymentsDepositsMessages.amountInvalid }).positive({ error: paymentsDepositsMessages.amountInvalid }).max(DEPOSIT_AMOUNT_MAX, { error: paymentsDepositsMessages.amountInvalid }))
    // Whole cents, as a price: 1e-9 would be stored as nothing.
    .refine((amount) => hasAtMostDecimals(amount, 2), { error: paymentsDepositsMessages.amountInvalid })
    .nullable()
    .meta({ description: "the fixed deposit, in whole units of the shop's currency (needed when deposit is 'fixed'; a booking asks for at most its price); null: none set" }),
  depositPercent: wholeNumber(paymentsDepositsMessages.percentRange, 1, 100).meta({ description: "the deposit as a percentage of the price, 1 to 100 (used when deposit is 'percent'), rounded to the currency's smallest unit" }),
};

/**
 * Saying yes to moving the schedule with a new time zone: its slots not yet
 * started keep their dates and times, which then mean the new zone's
 * instants. Without it, a new time zone while such slots exist is refused
 * (409) with how many slots and bookings it would move. `true` from JSON,
 * "on" from the form's checkbox.
 */
const confirmTimeZoneChange = z.preprocess((value) => (value === "on" || value === "true" ? true : value === "" || value === "false" ? false : value), z.boolean({ error: "must be true or false" }).optional()).meta({
  description: "true: a new timeZone moves the slots not yet started (they keep their dates and times); otherwise 409 saying how many slots and bookings it would move",
});

/**
 * A new currency converts no price. `false` (the form's box left unticked, "" from the form) refuses
 * a new currency (409, saying what it would do); `true` ("on") confirms it; absent, as older clients
 * send, it is changed as it always was.
 */
const confirmCurrencyChange = z.preprocess((value) => (value === "on" || value === "true" ? true : value === "" || value === "false" ? false : value), z.boolean({ error: settingsMessages.confirmBoolean }).optional()).meta({
  description: "false: a new currency is refused (409: prices are not converted); true: confirmed; absent: changed as before",
});

/** `PUT /api/settings` and the settings form: any of the settings; the rest stay as they are. */
export const settingsUpdateSchema = z
  .object({ ...settingsFields, confirmTimeZoneChange, confirmCurrencyChange })
  .partial()
  .refine(({ confirmTimeZoneChange: _confirm, confirmCurrencyChange: _currency, ...update }) => Object.values(update).some((value) => value !== undefined), { error: settingsMessages.nothingToUpdate });

/** The Markdown of a content page (`PUT /api/pages/{slug}` and the page editor). */
export const CONTENT_PAGES = ["faq", "privacy", "terms"] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];
export const pageUpdateSchema = z.object({
  markdown: z
    .string({ error: pagesMessages.markdownRequired })
    .overwrite((text) => text.normalize("NFC").replace(/\r\n?/g, "\n"))
    .refine((text) => text.trim().length > 0, { error: pagesMessages.markdownRequired })
    .max(50_000, { error: pagesMessages.markdownTooLong }),
});

/** A photo's alt text (`POST /api/services/{id}/photos` and the upload form). */
export const photoFieldsSchema = z.object({
  alt: z
    .string({ error: photosMessages.altRequired })
    .overwrite(cleanText)
    .min(1, { error: photosMessages.altRequired })
    .max(200, { error: photosMessages.altTooLong }),
  cover: z.preprocess((value) => (value === "true" || value === "on" || value === "1" ? true : value === "false" || value === "" || value === "0" || value === undefined ? false : value), z.boolean({ error: "must be true or false" })),
});

/**
 * The settings form's fields (strings, as a form sends them; nested the way
 * react-hook-form reads `socialLinks.x` and `openingHours.1.open`) as the
 * settings' shape. The same on both sides: the browser checks with it, the
 * server action reads the posted form with it.
 */
export function settingsFromForm(values: Record<string, unknown>): Record<string, unknown> {
  const hours = Array.isArray(values.openingHours) ? values.openingHours : [];
  const social = (values.socialLinks ?? {}) as Record<string, unknown>;
  const isOn = (value: unknown) => value === true || value === "on" || value === "true";
  const texts = values.smsTexts as Record<string, unknown> | undefined;
  return {
    ...values,
    // An unticked box sends nothing: each switch the form shows is off unless ticked.
    ...(texts && { smsTexts: Object.fromEntries(SMS_TEXT_KINDS.map((kind) => [kind, isOn(texts[kind])])) }),
    // The deposit's amount or percentage left empty (the rule does not use it): unchanged.
    ...(values.depositAmount === "" && { depositAmount: undefined }),
    ...(values.depositPercent === "" && { depositPercent: undefined }),
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, typeof social[network] === "string" ? social[network] : ""])),
    openingHours: Array.from({ length: 7 }, (_, weekday) => {
      const day = (hours[weekday] ?? {}) as Record<string, unknown>;
      return { weekday, open: day.open ?? "", close: day.close ?? "", closed: isOn(day.closed) };
    }),
  };
}

/** The settings form: every setting but the logo, which has its own form (an upload). */
/** The deposit's fields: the amount and percentage matter only for their rule (a form leaves the other empty). */
const DEPOSIT_FIELDS_OPTIONAL = { deposit: true, depositAmount: true, depositPercent: true } as const;
/** The home page's, the texts', the payment provider's and the deposit's fields may be missing (a form rendered before they existed): they then stay as they are. */
const HOME_FIELDS_OPTIONAL = { ...Object.fromEntries(Object.keys(HOME_WORDS).map((field) => [field, true])), featuredShown: true, smsTexts: true, smsReminderOffsetsMinutes: true, paymentProvider: true, ...DEPOSIT_FIELDS_OPTIONAL } as Record<HomeWord | "featuredShown" | "smsTexts" | "smsReminderOffsetsMinutes" | "paymentProvider" | keyof typeof DEPOSIT_FIELDS_OPTIONAL, true>;
export const settingsFormSchema = z.preprocess(
  (values) => settingsFromForm((values ?? {}) as Record<string, unknown>),
  // A checkbox left unticked sends nothing: the server action reads it as "" (off).
  z.object({ ...settingsFields, confirmTimeZoneChange, confirmCurrencyChange }).omit({ logoUrl: true }).partial({ ...HOME_FIELDS_OPTIONAL, verifiedPhoneToHold: true, payAtShop: true, defaultLocale: true, latinDigits: true }),
);
