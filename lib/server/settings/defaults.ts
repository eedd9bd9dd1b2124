import { FALLBACK_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { BayLabel, DepositRule, HomeWord, OpeningDay, PaymentProviderName, SmsTextSwitches } from "@/lib/validation/settings";
import { isTimeZone, NOTICE_HOURS_MAX, REMINDER_MINUTES_MAX, REMINDERS_MAX, SMS_TEXTS_ON } from "@/lib/validation/settings";

/** The home page's words the shop wrote: the hero's heading, text and button label, the sections' headings and texts ('' for the catalogue's). */
export type HomeWords = Record<HomeWord, string>;

/** The shop's settings as the pages, emails and booking rules use them. */
export type BusinessSettings = HomeWords & {
  businessName: string;
  tagline: string;
  logoUrl: string | null;
  address: string;
  phone: string;
  email: string;
  socialLinks: Partial<Record<"facebook" | "instagram" | "x" | "linkedin" | "youtube", string>>;
  openingHours: OpeningDay[];
  timeZone: string;
  currency: string;
  cancellationNoticeHours: number;
  reminderOffsetsMinutes: number[];
  /** Which messages also go by text, to a customer who chose texts (docs/sms.md). */
  smsTexts: SmsTextSwitches;
  /** The text reminders' offsets; null: the same as the emails' (`reminderOffsetsMinutes`). */
  smsReminderOffsetsMinutes: number[] | null;
  holdMinutes: number;
  /** How long an ended booking waits for the shop to mark it completed or a no-show before it completes on its own (0: at once). */
  settleGraceHours: number;
  /** What the shop calls the places cars are served. */
  bayLabel: BayLabel;
  /** How many featured services the home page shows. */
  featuredShown: number;
  /** Customers hold a slot online only with a verified phone number, one number at most a customer's hold limit (docs/abuse.md). */
  verifiedPhoneToHold: boolean;
  /** Customers may book any service without paying online and pay at the shop (a service may allow it alone). */
  payAtShop: boolean;
  /** The site's language for a visitor whose browser asks for none it offers, and for customers who never chose one. */
  defaultLocale: Locale;
  /** Bangla pages, emails and texts write numbers with Latin digits (012) instead of Bengali ones (০১২). */
  latinDigits: boolean;
  /** Who takes the shop's payments; null: the server's default (lib/config/payment-providers.ts). */
  paymentProvider: PaymentProviderName | null;
  /** What a booking's online checkout asks for (docs/payments.md): the full price, `depositAmount` (whole units, at most the price) or `depositPercent` of it. */
  deposit: DepositRule;
  depositAmount: number | null;
  depositPercent: number;
  /** When an admin last saved them; null while the first-run defaults stand. */
  updatedAt: string | null;
};

/** Monday to Saturday 09:00–18:00, closed on Sunday. */
export const DEFAULT_OPENING_HOURS: OpeningDay[] = Array.from({ length: 7 }, (_, weekday) => ({ weekday, open: "09:00", close: "18:00", closed: weekday === 0 }));

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The sender's name in MAIL_FROM ('Spotless <no-reply@…>' gives 'Spotless'). */
function senderName(mailFrom: string | undefined): string | undefined {
  const name = mailFrom?.match(/^\s*"?([^"<]+?)"?\s*</)?.[1]?.trim();
  return name || undefined;
}

function wholeNumber(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

function offsets(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(",").map((part) => part.trim()).filter(Boolean);
  if (!parts.every((part) => /^\d{1,6}$/.test(part))) return undefined;
  const minutes = [...new Set(parts.map(Number))].filter((n) => n >= 1 && n <= REMINDER_MINUTES_MAX).sort((a, b) => b - a);
  return minutes.slice(0, REMINDERS_MAX);
}

/**
 * What the settings are before an admin first saves them: the environment
 * variables that used to hold them (first-run defaults only: once saved, the
 * database decides), else built-in defaults. Out-of-range values are brought
 * into range rather than refused, so that the site starts whatever they say.
 */
export function firstRunSettings(environment: Record<string, string | undefined> = process.env): BusinessSettings {
  const zone = environment.BUSINESS_TIMEZONE?.trim();
  const notice = wholeNumber(environment.CANCEL_NOTICE_HOURS);
  return {
    businessName: senderName(environment.MAIL_FROM) || "Spotless",
    tagline: "Car care and cleaning, booked in a minute",
    logoUrl: null,
    address: "",
    phone: "",
    email: "",
    socialLinks: {},
    openingHours: DEFAULT_OPENING_HOURS,
    timeZone: zone && isTimeZone(zone) ? zone : "UTC",
    currency: "USD",
    cancellationNoticeHours: notice === undefined ? 24 : clamp(notice, 0, NOTICE_HOURS_MAX),
    reminderOffsetsMinutes: offsets(environment.REMINDER_OFFSETS_MINUTES) ?? [1440, 120],
    smsTexts: { ...SMS_TEXTS_ON },
    smsReminderOffsetsMinutes: null,
    holdMinutes: 30,
    settleGraceHours: 24,
    bayLabel: "bays",
    heroTitle: "",
    heroText: "",
    heroButtonLabel: "",
    featuredTitle: "",
    featuredText: "",
    reviewsTitle: "",
    reviewsText: "",
    featuredShown: 6,
    verifiedPhoneToHold: false,
    payAtShop: false,
    defaultLocale: FALLBACK_LOCALE,
    latinDigits: false,
    paymentProvider: null,
    deposit: "full",
    depositAmount: null,
    depositPercent: 100,
    updatedAt: null,
  };
}
