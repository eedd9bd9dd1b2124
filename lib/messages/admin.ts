export const adminMessages = {
  openSidebar: "Open sidebar",
  closeSidebar: "Close sidebar",
  menu: "Menu",
  options: "Options",
  bookingManage: "Booking Manage",
  setting: "Setting",
} as const;
