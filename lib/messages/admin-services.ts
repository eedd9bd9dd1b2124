import { flashMessages } from "./flash";
import type { BayWords } from "./bay-words";
import { remembering } from "./said";

export const adminServicesMessages = remembering({
  title: "Service Management",
  subtitle: "Manage your services",
  searchLabel: "Search services",
  searchPlaceholder: "Search by name or description..",
  search: "Search",
  sortLabel: "Sort",
  newFirst: "New first",
  oldFirst: "Old first",
  add: "Add Service",
  addTitle: "Add New Service",
  editTitle: "Update Service Details",
  addDescription: "A new service appears in the catalogue at once.",
  editDescription: "Changes show in the catalogue at once; existing bookings keep their price.",
  name: "Name",
  description: "Description",
  duration: "Duration (minutes)",
  /** The price field, marked with the shop's currency as prices show it ('Price ($)', 'Price (BDT)'). */
  price: (symbol: string) => `Price (${symbol})`,
  featured: "Featured",
  noOpenSlots: "No open slots",
  noOpenSlotsLabel: (name: string) => `No open slots: ${name} has no slot customers can book; add slots`,
  noOpenSlotsWarning: (n: number) =>
    n === 1
      ? "1 live service has no slot customers can book. Its page says no dates are open yet."
      : `${n} live services have no slot customers can book. Their pages say no dates are open yet.`,
  addSlots: "Add slots in Slot Management",
  featuredHint: (shown: number) => `Shown among the featured services on the home page, which shows ${shown}, the oldest services first.`,
  featuredOverLimit: (featured: number, shown: number) =>
    `${featured} services are featured, but the home page shows only ${shown}: ${featured - shown === 1 ? "the newest one does" : `the ${featured - shown} newest do`} not show. Change how many it shows in Business settings.`,
  featuredFull: (shown: number) => `The home page already shows ${shown} featured services: featuring one more leaves the newest of them out, unless it shows more (Business settings).`,
  featuredNotShown: "Featured, not shown",
  featuredNotShownLabel: (shown: number) => `Featured, but not on the home page, which shows the ${shown} oldest featured services`,
  settingsLink: "Business settings",
  cancel: "Cancel",
  save: "Save Service",
  created: "Created",
  actions: "Actions",
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  saved: "Successfully created service",
  saveFailed: "something went wrong while making this request",
  tryAgain: "Please try agin",
  confirmTitle: "Are you sure?",
  confirmBody: "This action cannot be undone. This will permanently delete the selected item.",
  confirm: "Confirm",
  deleted: "Product deleted successfully",
  deleteFailed: "Failed to delete product",
  deleteCrashed: "Something went wrong",
  loading: "Loading...",
  nameRequired: "Name is required",
  descriptionRequired: "Description is required",
  durationRequired: "Duration is required",
  durationWhole: "Duration must be a whole number of minutes from 1 to 1440",
  bufferRange: "Cleanup time must be a whole number of minutes from 0 to 480",
  buffer: "Cleanup time (minutes)",
  bufferHint: (w: BayWords) => `How long the ${w.one} stays busy after each booking.`,
  priceRequired: "Price is required",
  pricePositive: "Price must be a positive number",
  priceCents: "Price can have at most 2 decimals",
  priceTooHigh: "Price must be at most 100000",
  nameTooLong: "Name must be at most 100 characters",
  descriptionTooLong: "Description must be at most 2000 characters",
  isDeletedFalse: "isDeleted can only be false here: use DELETE to remove a service",
  nothingToUpdate: "Send at least one field to change",
  apiCreated: "Service created",
  apiUpdated: "Service updated",
  apiDeleted: flashMessages.serviceRetired.title,
  // Deleting a service with live bookings: refused, or cancelled first (Service Management's delete page).
  hasLiveBookings: (bookings: number, holds: number) =>
    `This service has ${plural(bookings, "live booking")} and ${plural(holds, "hold")} awaiting payment. Cancel them first: Service Management's delete cancels, refunds and notifies each, then deletes the service.`,
  retireTitle: (service: string) => `Delete ${service}`,
  retireBody: (bookings: number, holds: number) =>
    `${plural(bookings, "live booking")} and ${plural(holds, "hold")} awaiting payment still stand. Deleting the service cancels each of them as Booking Management's cancel does: paid bookings are refunded in full (or marked to refund by hand when they were not paid online), and every customer is emailed your reason.`,
  retireNone: "No live bookings or holds: the service can be deleted at once.",
  retireReason: "Reason (quoted in each customer's email)",
  retireReasonPlaceholder: "We no longer offer this service. Sorry!",
  retireConfirm: (count: number) => (count === 0 ? "Delete the service" : `Cancel ${plural(count, "booking")}, then delete the service`),
  retireLabel: (service: string) => `Bookings of ${service} that still stand`,
  retireDone: (count: number) => (count === 0 ? "Service deleted" : `${plural(count, "booking")} cancelled and the service deleted`),
  retireHold: "Hold",
  retiredBody: flashMessages.serviceRetired.description,
  retireBack: "Back to Service Management",
  deleteWithBookings: (service: string, count: number) => `Delete ${service} (${plural(count, "live booking")})`,
  namesFetched: "Service names retrieved successfully",
} as const, "adminServices");

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
