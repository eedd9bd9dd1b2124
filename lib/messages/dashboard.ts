import { remembering } from "./said";
export const dashboardMessages = remembering({
  adminSidebar: "Admin navigation",
  manageUsers: "Manage Users",
  manageBookings: "Manage Bookings",
  reviews: "Reviews",
  manageSlots: "Manage Slots",
  overview: "Overview",
  dashboardLink: "Dashboard",
  loadFailed: "Something went wrong while loading this page",
} as const, "dashboard");
