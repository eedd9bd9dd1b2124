import "server-only";
import { FALLBACK_LOCALE, isLocale } from "@/lib/i18n/locales";
import { db } from "@/lib/db";
import { Prisma, type BusinessSettings as SettingsRow } from "@/lib/generated/prisma/client";
import { messages, type BayWords } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { transaction } from "@/lib/server/database/transaction";
import { AppError, invalid } from "@/lib/errors";
import { eventActor, eventsRecorded } from "@/lib/server/events/record-event";
import { centsToDollars, dollarsToCents, formatPrice } from "@/lib/format/money";
import { operation } from "@/lib/server/operation";
import { BAY_LABELS, isDepositRule, isPaymentProviderName, settingsUpdateSchema, SMS_TEXTS_ON, type BayLabel, type OpeningDay, type SmsTextSwitches } from "@/lib/validation/settings";
import { firstRunSettings, type BusinessSettings } from "./defaults";
import { configuredPaymentProviders, currenciesTaken, effectivePaymentProvider } from "./payment-choice";
import { moveScheduleToTimeZone, timeZoneImpact } from "./time-zone";

export type { BusinessSettings } from "./defaults";

/**
 * The shop's settings, read through a per-instance memory cache: a change is
 * seen at once on the instance that made it (the cache is replaced on write)
 * and within CACHE_MS on every other instance. The cache lives on globalThis,
 * so every bundle of this server (pages, route handlers, actions) shares it.
 */
const CACHE_MS = 30_000;
type Cached = { value: BusinessSettings; loadedAt: number; loading?: Promise<BusinessSettings> };
const store = globalThis as typeof globalThis & { __spotlessSettings?: Cached };

const isBayLabel = (value: string): value is BayLabel => (BAY_LABELS as readonly string[]).includes(value);

function fromRow(row: SettingsRow): BusinessSettings {
  return {
    businessName: row.businessName,
    tagline: row.tagline,
    logoUrl: row.logoUrl,
    address: row.address,
    phone: row.phone,
    email: row.email,
    socialLinks: (row.socialLinks ?? {}) as BusinessSettings["socialLinks"],
    openingHours: row.openingHours as OpeningDay[],
    timeZone: row.timeZone,
    currency: row.currency,
    cancellationNoticeHours: row.cancellationNoticeHours,
    reminderOffsetsMinutes: row.reminderOffsetsMinutes,
    // A switch never saved (a message added since) is on.
    smsTexts: { ...SMS_TEXTS_ON, ...(row.smsTexts as Partial<SmsTextSwitches>) },
    smsReminderOffsetsMinutes: Array.isArray(row.smsReminderOffsetsMinutes) ? (row.smsReminderOffsetsMinutes as number[]) : null,
    holdMinutes: row.holdMinutes,
    settleGraceHours: row.settleGraceHours,
    bayLabel: isBayLabel(row.bayLabel) ? row.bayLabel : "bays",
    heroTitle: row.heroTitle,
    heroText: row.heroText,
    heroButtonLabel: row.heroButtonLabel,
    featuredTitle: row.featuredTitle,
    featuredText: row.featuredText,
    reviewsTitle: row.reviewsTitle,
    reviewsText: row.reviewsText,
    featuredShown: row.featuredShown,
    verifiedPhoneToHold: row.verifiedPhoneToHold,
    payAtShop: row.payAtShop,
    defaultLocale: isLocale(row.defaultLocale) ? row.defaultLocale : FALLBACK_LOCALE,
    latinDigits: row.latinDigits,
    paymentProvider: isPaymentProviderName(row.paymentProvider) ? row.paymentProvider : null,
    deposit: isDepositRule(row.deposit) ? row.deposit : "full",
    depositAmount: row.depositCents > 0 ? centsToDollars(row.depositCents) : null,
    depositPercent: row.depositPercent,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function load(): Promise<BusinessSettings> {
  const row = await db.businessSettings.findUnique({ where: { id: 1 } });
  return row ? fromRow(row) : firstRunSettings();
}

/**
 * The settings now: what an admin saved, else the first-run defaults from
 * the environment. The one reader for everything that shows or uses them
 * (pages, emails, prices, the booking rules: `holdMinutes`,
 * `cancellationNoticeHours`, `reminderOffsetsMinutes`, `timeZone`).
 */
export async function getSettings(): Promise<BusinessSettings> {
  // `next build` prerenders without a database: pages that show settings are rendered per request or on first visit.
  if (process.env.NEXT_PHASE === "phase-production-build") return firstRunSettings();
  const cached = store.__spotlessSettings;
  if (cached && Date.now() - cached.loadedAt < CACHE_MS) return cached.value;
  if (cached?.loading) return cached.loading;
  const loading = load();
  if (cached) cached.loading = loading;
  try {
    const value = await loading;
    store.__spotlessSettings = { value, loadedAt: Date.now() };
    return value;
  } catch (error) {
    if (cached) cached.loading = undefined;
    throw error;
  }
}

/** What the shop's pages and messages call the places cars are served ("bay", "station", "staff member"). */
export const bayWords = async (): Promise<BayWords> => messages.bays.words[(await getSettings()).bayLabel];

/** The business's time zone (IANA): slot dates and times are local to it. */
export const businessTimeZone = async () => (await getSettings()).timeZone;

/** Forgets this instance's copy (tests, or after a write made elsewhere in this process). */
export function forgetSettings(): void {
  store.__spotlessSettings = undefined;
}

function toRow(settings: BusinessSettings): Omit<Prisma.BusinessSettingsCreateInput, "updatedAt"> {
  return {
    id: 1,
    businessName: settings.businessName,
    tagline: settings.tagline,
    logoUrl: settings.logoUrl,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    socialLinks: settings.socialLinks,
    openingHours: settings.openingHours,
    timeZone: settings.timeZone,
    currency: settings.currency,
    cancellationNoticeHours: settings.cancellationNoticeHours,
    reminderOffsetsMinutes: settings.reminderOffsetsMinutes,
    smsTexts: settings.smsTexts,
    smsReminderOffsetsMinutes: settings.smsReminderOffsetsMinutes ?? Prisma.DbNull,
    holdMinutes: settings.holdMinutes,
    settleGraceHours: settings.settleGraceHours,
    bayLabel: settings.bayLabel,
    heroTitle: settings.heroTitle,
    heroText: settings.heroText,
    heroButtonLabel: settings.heroButtonLabel,
    featuredTitle: settings.featuredTitle,
    featuredText: settings.featuredText,
    reviewsTitle: settings.reviewsTitle,
    reviewsText: settings.reviewsText,
    featuredShown: settings.featuredShown,
    verifiedPhoneToHold: settings.verifiedPhoneToHold,
    payAtShop: settings.payAtShop,
    defaultLocale: settings.defaultLocale,
    latinDigits: settings.latinDigits,
    paymentProvider: settings.paymentProvider,
    deposit: settings.deposit,
    depositCents: dollarsToCents(settings.depositAmount ?? 0),
    depositPercent: settings.depositPercent,
  };
}

/**
 * A new currency converts no price (a $40 service becomes BDT 40, and is
 * charged so): refused (409) when the caller asked to confirm it and did not.
 * Bookings keep the amount and currency they were made in.
 */
function currencyChangeUnconfirmed(from: string, to: string): AppError {
  const settingsText = messages.settings;
  const [before, after] = [formatPrice(40, from), formatPrice(40, to)];
  return new AppError("conflict", settingsText.currencyChangeUnconfirmed(from.toUpperCase(), to.toUpperCase(), before, after), [{ field: "confirmCurrencyChange", message: settingsText.confirmCurrencyField }]);
}

/**
 * The shop's payments after a change of provider or currency: a provider must
 * be one this server is set up for, and must take the shop's currency (the
 * local gateways settle in few). Refused (400, on the field that changed) rather
 * than leaving the shop with bookings no one can take payment for. Nothing
 * changed, nothing is checked: a server reconfigured under the shop does not
 * stop it saving its other settings.
 */
function checkPayments(current: BusinessSettings, next: BusinessSettings): void {
  const text = messages.paymentsLocal;
  const name = (provider: string) => text.providerNames[provider] ?? provider;
  if (next.paymentProvider && next.paymentProvider !== current.paymentProvider && !configuredPaymentProviders().includes(next.paymentProvider)) {
    const message = text.providerNotConfigured(name(next.paymentProvider));
    throw invalid(message, [{ field: "paymentProvider", message }]);
  }
  const provider = effectivePaymentProvider(next.paymentProvider);
  const currency = next.currency.toUpperCase();
  const taken = provider && currenciesTaken(provider);
  const changed = currency !== current.currency.toUpperCase() || provider !== effectivePaymentProvider(current.paymentProvider);
  if (!provider || !taken || taken.includes(currency) || !changed) return;
  const message = text.currencyRefused(name(provider), currency, taken.join(", "));
  throw invalid(message, [{ field: currency !== current.currency.toUpperCase() ? "currency" : "paymentProvider", message }]);
}

/**
 * `PUT /api/settings` and the settings form (admins): any of the settings,
 * the rest kept. A new time zone while slots that have not started exist
 * moves them (time-zone.ts), but only when the request says so
 * (`confirmTimeZoneChange`); otherwise nothing is saved and the answer (409,
 * on the `timeZone` field) says how many slots and bookings it would move.
 * A new currency sent with `confirmCurrencyChange: false` (the form's box
 * left unticked) is refused (409); a call without the field changes it as it
 * always did. A payment provider this server is not set up for, or one that
 * does not take the currency, is refused (400, `checkPayments`).
 */
export const updateSettings = operation({ permission: "settings.manage", input: settingsUpdateSchema }, async ({ confirmTimeZoneChange, confirmCurrencyChange, ...update }, admin): Promise<BusinessSettings> => {
  const now = clockNow();
  let moved = false;
  const { saved } = await writeSettings(async (current, tx) => {
    if (update.currency !== undefined && update.currency.toUpperCase() !== current.currency.toUpperCase() && confirmCurrencyChange === false) throw currencyChangeUnconfirmed(current.currency, update.currency);
    const next: BusinessSettings = { ...current };
    for (const [key, value] of Object.entries(update)) if (value !== undefined) (next as Record<string, unknown>)[key] = value;
    if (update.smsTexts) next.smsTexts = { ...current.smsTexts, ...Object.fromEntries(Object.entries(update.smsTexts).filter(([, on]) => on !== undefined)) };
    if (update.socialLinks) next.socialLinks = Object.fromEntries(Object.entries({ ...current.socialLinks, ...update.socialLinks }).filter(([, url]) => url));
    checkPayments(current, next);
    if (next.deposit === "fixed" && !next.depositAmount) throw invalid(messages.paymentsDeposits.amountNeeded, [{ field: "depositAmount", message: messages.paymentsDeposits.amountNeeded }]);

    if (next.timeZone !== current.timeZone) {
      const impact = await timeZoneImpact(tx, now);
      if (impact.slots > 0 && !confirmTimeZoneChange) {
        const message = messages.settings.timeZoneMoves(next.timeZone, impact.slots, impact.bookings);
        throw new AppError("conflict", message, [{ field: "timeZone", message }]);
      }
      if (impact.slots > 0) {
        await moveScheduleToTimeZone(tx, { from: current.timeZone, to: next.timeZone, by: eventActor(admin), now });
        moved = true;
      }
    }
    return next;
  });
  if (moved) {
    await eventsRecorded();
    pagesShowing.slots();
    pagesShowing.bookings();
  }
  return saved;
});

/**
 * Saves what `change` makes of the settings as they are now (`current`
 * itself: nothing to save), one writer at a time (concurrent partial updates each keep the other's fields); this
 * instance's copy is replaced at once and the pages showing them refreshed.
 */
export async function writeSettings(change: (current: BusinessSettings, tx: Prisma.TransactionClient) => Promise<BusinessSettings>): Promise<{ saved: BusinessSettings; previous: BusinessSettings }> {
  const { saved, previous } = await transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('BusinessSettings'))`;
    const row = await tx.businessSettings.findUnique({ where: { id: 1 } });
    const current = row ? fromRow(row) : firstRunSettings();
    const next = await change(current, tx);
    if (next === current) return { saved: current, previous: current };
    const data = toRow(next);
    return { saved: fromRow(await tx.businessSettings.upsert({ where: { id: 1 }, create: data, update: data })), previous: current };
  });
  if (saved === previous) return { saved, previous };
  store.__spotlessSettings = { value: saved, loadedAt: Date.now() };
  pagesShowing.settings();
  return { saved, previous };
}

/** `GET /api/settings`: what anyone may read (everything the site shows, and the booking rules customers live by). */
export async function publicSettings(): Promise<Omit<BusinessSettings, never>> {
  return getSettings();
}

/** The opening hours of one weekday (0 = Sunday). */
export const openingDay = (settings: BusinessSettings, weekday: number) => settings.openingHours.find((day) => day.weekday === weekday);
