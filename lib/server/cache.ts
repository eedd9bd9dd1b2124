import "server-only";
import { revalidatePath } from "next/cache";
import { LOCALES } from "@/lib/i18n/locales";
import { SHOP_DEFAULT_SEGMENT } from "@/lib/i18n/rewrites";
import { CACHED_CATALOGUE_PATH, CACHED_HOME_PATH } from "@/lib/urls/lists";

/**
 * Which rendered pages show what, in one place: the domain reports what it
 * changed, and those pages are rendered again on their next visit (at once on
 * this instance; Next.js's cache on other instances expires within a minute).
 * Called from server actions, this also refreshes the page the person is on.
 */
function refresh(path: string, type?: "layout" | "page") {
  // Every page is under its language (app/[locale]): a route pattern names that segment as its files do,
  // an address is refreshed in each language (and for the shop's default language). `/` as a layout is everything.
  const paths = path === "/" && type === "layout" ? ["/"] : path.includes("[") ? [`/[locale]${path}`] : [...LOCALES, SHOP_DEFAULT_SEGMENT].map((segment) => `/${segment}${path === "/" ? "" : path}`);
  for (const each of paths) {
    try {
      revalidatePath(each, type);
    } catch (error) {
      // Outside a request (a background job), there is no page cache to refresh on this instance.
      console.warn(`Could not refresh ${each}`, error);
    }
  }
}

const ADMIN_CATALOGUE_PAGES = ["/dashboard/admin", "/dashboard/admin/manage-slots", "/dashboard/admin/overview", "/dashboard/admin/bays", "/dashboard/admin/add-ons"];

/**
 * Every service's cached page (where /service/[id] without a chosen day is rewritten): its free places.
 * A route pattern is named as its files are, route group included.
 */
const refreshServicePages = () => refresh("/(public)/service/[id]/cached", "page");
/** The pages that list services: the home page's featured ones, the cached catalogue and the admin pages. */
function refreshServiceListings() {
  refresh(CACHED_HOME_PATH);
  refresh(CACHED_CATALOGUE_PATH);
  ADMIN_CATALOGUE_PAGES.forEach((path) => refresh(path));
}

export const pagesShowing = {
  /** Services were added, changed or removed: the home page's featured ones, the cached catalogue (where /services is rewritten) and the admin pages. */
  services() {
    refreshServiceListings();
    refreshServicePages();
  },
  /** Slots, schedules or bays changed. */
  slots() {
    refreshServicePages();
    ADMIN_CATALOGUE_PAGES.forEach((path) => refresh(path));
  },
  /** A place was taken or given back (a hold made or released): the services' pages show what is free. */
  places() {
    refreshServicePages();
  },
  /** A review that shows was written, or one was approved, hidden or shown again: the home page's reviews, average and JSON-LD, and /testimonials (the catalogue shows no reviews). */
  reviews() {
    refresh(CACHED_HOME_PATH);
    refresh("/testimonials");
  },
  /** The shop's settings changed: the header, footer, metadata and prices of every page show them. */
  settings() {
    refresh("/", "layout");
  },
  /** A FAQ or policy page changed. */
  contentPage(slug: string) {
    refresh(`/${slug}`);
  },
  /** A service's photos changed: its page, the cards that show its cover, the catalogue. */
  servicePhotos(serviceId: string) {
    refresh(`/service/${serviceId}`);
    refresh(`/service/${serviceId}/cached`);
    refreshServiceListings();
  },
  /** Webhook endpoints or their deliveries changed. */
  webhooks() {
    refresh("/dashboard/admin/webhooks");
  },
  /** An email delivery was queued again. */
  emails() {
    refresh("/dashboard/admin/emails");
  },
  /** A text was queued again. */
  texts() {
    refresh("/dashboard/admin/texts");
  },
  /** Accounts' roles changed. */
  users() {
    refresh("/dashboard/admin/manage-user");
  },
  /** A booking was cancelled, moved or closed: the customer's pages, Booking Management, the overview, the no-show counts and the free places. */
  bookings() {
    refreshServicePages();
    refresh("/dashboard/user/my-bookings", "layout");
    refresh("/dashboard/admin/manage-bookings", "layout");
    refresh("/dashboard/admin/manage-user");
    ADMIN_CATALOGUE_PAGES.forEach((path) => refresh(path));
  },
  /** Someone's own names or avatar changed (their dashboard's header shows them). */
  account() {
    refresh("/dashboard/user", "layout");
  },
};
