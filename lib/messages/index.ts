import { appMessages } from "./app";
import { homeMessages } from "./home";
import { catalogueMessages } from "./catalogue";
import { serviceMessages } from "./service";
import { authMessages } from "./auth";
import { mailMessages } from "./mail";
import { dashboardMessages } from "./dashboard";
import { usersMessages } from "./users";
import { bookingMessages } from "./booking";
import { bookingChangesMessages } from "./booking-changes";
import { paymentsMessages } from "./payments";
import { adminMessages } from "./admin";
import { adminServicesMessages } from "./admin-services";
import { adminSlotsMessages } from "./admin-slots";
import { calendarMessages } from "./calendar";
import { waitlistMessages } from "./waitlist";
import { holdsMessages } from "./holds";
import { counterMessages } from "./counter";
import { staffBookingMessages } from "./staff-booking";
import { baysMessages } from "./bays";
import { webhooksMessages } from "./webhooks";
import { emailsMessages } from "./emails";
import { overviewMessages } from "./overview";
import { reviewsMessages } from "./reviews";
import { testCheckoutMessages } from "./test-checkout";
import { formsMessages } from "./forms";
import { apiMessages } from "./api";
import { settingsMessages } from "./settings";
import { pagesMessages } from "./pages";
import { photosMessages } from "./photos";
import { apiDocsMessages } from "./api-docs";
import { bookingExportMessages } from "./booking-export";
import { auditMessages } from "./audit";
import { validationMessages } from "./validation";
import { errorMessages } from "./errors";
import { adminCommandMessages } from "./admin-command";
import { vehiclesMessages } from "./vehicles";
import { vehicleDisplayMessages } from "./vehicle-display";
import { vehicleBookingMessages } from "./vehicle-booking";
import { vehicleSetupMessages } from "./vehicle-setup";
import { smsMessages } from "./sms";
import { vehicleGroupMessages } from "./vehicle-group";
import { smsAdminMessages } from "./sms-admin";
import { smsStopMessages } from "./sms-stop";
import { paymentsLocalMessages } from "./payments-local";
import { paymentsAamarpayMessages } from "./payments-aamarpay";
import { paymentsDepositsMessages } from "./payments-deposits";
import { paymentsAtShopMessages } from "./payments-at-shop";
import { flashMessages } from "./flash";

export type { BayWords } from "./bay-words";

/**
 * Every user-visible string, once. The old site's wording is kept verbatim,
 * typos included, so that it can be corrected here in one place.
 *
 * Each section lives in its own module (lib/messages/<section>.ts): code that runs in the
 * browser imports only the sections it shows, so a page does not ship every string of the site.
 * Each section remembers the messages it writes with values (lib/messages/said.ts), so that a server
 * action, the REST API or an admin form can say them again in the reader's language.
 */
export const messages = {
  app: appMessages,
  home: homeMessages,
  catalogue: catalogueMessages,
  service: serviceMessages,
  auth: authMessages,
  mail: mailMessages,
  dashboard: dashboardMessages,
  users: usersMessages,
  booking: bookingMessages,
  bookingChanges: bookingChangesMessages,
  payments: paymentsMessages,
  admin: adminMessages,
  adminServices: adminServicesMessages,
  adminSlots: adminSlotsMessages,
  calendar: calendarMessages,
  waitlist: waitlistMessages,
  holds: holdsMessages,
  counter: counterMessages,
  staffBooking: staffBookingMessages,
  bays: baysMessages,
  webhooks: webhooksMessages,
  emails: emailsMessages,
  overview: overviewMessages,
  reviews: reviewsMessages,
  testCheckout: testCheckoutMessages,
  forms: formsMessages,
  api: apiMessages,
  settings: settingsMessages,
  pages: pagesMessages,
  photos: photosMessages,
  apiDocs: apiDocsMessages,
  bookingExport: bookingExportMessages,
  audit: auditMessages,
  validation: validationMessages,
  errors: errorMessages,
  adminCommand: adminCommandMessages,
  vehicles: vehiclesMessages,
  vehicleDisplay: vehicleDisplayMessages,
  vehicleBooking: vehicleBookingMessages,
  vehicleSetup: vehicleSetupMessages,
  sms: smsMessages,
  vehicleGroup: vehicleGroupMessages,
  smsAdmin: smsAdminMessages,
  smsStop: smsStopMessages,
  paymentsLocal: paymentsLocalMessages,
  paymentsAamarpay: paymentsAamarpayMessages,
  paymentsDeposits: paymentsDepositsMessages,
  paymentsAtShop: paymentsAtShopMessages,
  flash: flashMessages,
} as const;
