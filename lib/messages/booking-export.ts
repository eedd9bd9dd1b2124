import { remembering } from "./said";
export const bookingExportMessages = remembering({
  fromRequired: "Choose the first day to export",
  toRequired: "Choose the last day to export",
  rangeTooLong: (days: number) => `must be at most ${days} days after 'from'`,
  download: "Download CSV",
  downloadHint: (from: string, to: string) => `Bookings with slots from ${from} to ${to}, as a spreadsheet file`,
  chooseRange: "Choose a date range (From and To) to download it as CSV",
  header: ["Booking ID", "Made at", "Slot date", "Start", "End", "Time zone", "Service", "Customer", "Name given", "Email", "Phone", "Status", "Payment", "Amount", "Currency", "Paid at", "Reference",
    // Refunds made by hand (bookings paid outside the online checkout): owed, then recorded.
    "Refund by hand owed", "Refunded by hand", "Refund method", "Refund note", "Refund recorded at"],
} as const, "bookingExport");
