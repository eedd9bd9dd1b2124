import { remembering } from "./said";
export const adminMessages = remembering({
  openSidebar: "Open sidebar",
  closeSidebar: "Close sidebar",
  menu: "Menu",
  options: "Options",
  bookingManage: "Booking Manage",
  setting: "Setting",
  testPayments: "Test payments are on: customers pay through the built-in test checkout, and no money moves. Set up Stripe (STRIPE_SECRET_KEY) to take real payments.",
} as const, "admin");
