import "server-only";
import app from "@/lib/messages/bn/sections/app.json";
import home from "@/lib/messages/bn/sections/home.json";
import catalogue from "@/lib/messages/bn/sections/catalogue.json";
import service from "@/lib/messages/bn/sections/service.json";
import auth from "@/lib/messages/bn/sections/auth.json";
import mail from "@/lib/messages/bn/sections/mail.json";
import dashboard from "@/lib/messages/bn/sections/dashboard.json";
import users from "@/lib/messages/bn/sections/users.json";
import booking from "@/lib/messages/bn/sections/booking.json";
import bookingChanges from "@/lib/messages/bn/sections/bookingChanges.json";
import payments from "@/lib/messages/bn/sections/payments.json";
import admin from "@/lib/messages/bn/sections/admin.json";
import adminServices from "@/lib/messages/bn/sections/adminServices.json";
import adminSlots from "@/lib/messages/bn/sections/adminSlots.json";
import calendar from "@/lib/messages/bn/sections/calendar.json";
import waitlist from "@/lib/messages/bn/sections/waitlist.json";
import holds from "@/lib/messages/bn/sections/holds.json";
import counter from "@/lib/messages/bn/sections/counter.json";
import staffBooking from "@/lib/messages/bn/sections/staffBooking.json";
import bays from "@/lib/messages/bn/sections/bays.json";
import webhooks from "@/lib/messages/bn/sections/webhooks.json";
import emails from "@/lib/messages/bn/sections/emails.json";
import overview from "@/lib/messages/bn/sections/overview.json";
import reviews from "@/lib/messages/bn/sections/reviews.json";
import testCheckout from "@/lib/messages/bn/sections/testCheckout.json";
import forms from "@/lib/messages/bn/sections/forms.json";
import api from "@/lib/messages/bn/sections/api.json";
import settings from "@/lib/messages/bn/sections/settings.json";
import pages from "@/lib/messages/bn/sections/pages.json";
import photos from "@/lib/messages/bn/sections/photos.json";
import apiDocs from "@/lib/messages/bn/sections/apiDocs.json";
import bookingExport from "@/lib/messages/bn/sections/bookingExport.json";
import audit from "@/lib/messages/bn/sections/audit.json";
import validation from "@/lib/messages/bn/sections/validation.json";
import errors from "@/lib/messages/bn/sections/errors.json";
import adminCommand from "@/lib/messages/bn/sections/adminCommand.json";
import vehicles from "@/lib/messages/bn/sections/vehicles.json";
import vehicleDisplay from "@/lib/messages/bn/sections/vehicleDisplay.json";
import vehicleBooking from "@/lib/messages/bn/sections/vehicleBooking.json";
import vehicleSetup from "@/lib/messages/bn/sections/vehicleSetup.json";
import sms from "@/lib/messages/bn/sections/sms.json";
import vehicleGroup from "@/lib/messages/bn/sections/vehicleGroup.json";
import smsAdmin from "@/lib/messages/bn/sections/smsAdmin.json";
import smsStop from "@/lib/messages/bn/sections/smsStop.json";
import paymentsLocal from "@/lib/messages/bn/sections/paymentsLocal.json";
import paymentsAamarpay from "@/lib/messages/bn/sections/paymentsAamarpay.json";
import paymentsDeposits from "@/lib/messages/bn/sections/paymentsDeposits.json";
import paymentsAtShop from "@/lib/messages/bn/sections/paymentsAtShop.json";
import flash from "@/lib/messages/bn/sections/flash.json";
import bnApi from "@/lib/messages/bn/api.json";
import { messages } from "@/lib/messages";
import { intlLocale, type Locale } from "./locales";
import { collectWords, type Overlay, type SectionWords } from "./sections";

/**
 * Each language's translations of the TypeScript sections (lib/messages/<section>.ts), by section: the
 * files lib/messages/<language>/sections/<section>.json (lib/i18n/sections.ts says what they hold).
 * English is the sections themselves. tests/unit/i18n-sections.test.ts checks each file against its
 * section.
 */
export const SECTION_OVERLAYS: Partial<Record<Locale, Record<string, Overlay>>> = {
  bn: { app, home, catalogue, service, auth, mail, dashboard, users, booking, bookingChanges, payments, admin, adminServices, adminSlots, calendar, waitlist, holds, counter, staffBooking, bays, webhooks, emails, overview, reviews, testCheckout, forms, api, settings, pages, photos, apiDocs, bookingExport, audit, validation, errors, adminCommand, vehicles, vehicleDisplay, vehicleBooking, vehicleSetup, sms, vehicleGroup, smsAdmin, smsStop, paymentsLocal, paymentsAamarpay, paymentsDeposits, paymentsAtShop, flash } as Record<string, Overlay>,
};

/**
 * The REST API's translations (lib/messages/<language>/api.json): fixed messages of any section, by
 * their paths from the sections' root; what a section's own file lacks is looked up here.
 */
export const API_OVERLAYS: Partial<Record<Locale, Overlay>> = { bn: bnApi as Overlay };

const built = new Map<string, SectionWords | null>();

/**
 * A language's words for the TypeScript sections (lib/i18n/sections.ts), with the shop's digits: null
 * for English (the sections themselves) and for a language that translates none.
 */
export function sectionWordsIn(locale: Locale, latinDigits = false): SectionWords | null {
  const key = `${locale}:${latinDigits}`;
  if (built.has(key)) return built.get(key) ?? null;
  const overlays = SECTION_OVERLAYS[locale];
  let words: SectionWords | null = null;
  if (overlays) {
    const into = { strings: {} as Record<string, string>, templates: {} as Record<string, string>, byPath: {} as Record<string, string> };
    for (const [name, section] of Object.entries(messages)) collectWords(section, overlays[name], name, into);
    // What a section's own file does not say, the REST API's translations may (a field's message).
    const api = API_OVERLAYS[locale];
    for (const [name, section] of Object.entries(messages)) collectWords(section, api?.[name] as Overlay | undefined, name, into);
    words = { intlTag: intlLocale(locale, latinDigits), ...into };
  }
  built.set(key, words);
  return words;
}

