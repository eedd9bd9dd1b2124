/**
 * The messages that outlive a redirect (lib/forms/flash.ts), shown as a toast on the next page. A file of their
 * own: the toast is part of every page's script, which then carries these words and no other file's.
 */
export const flashMessages = {
  loggedIn: { title: "Successfully logged in", description: "Welcome back!" },
  registered: { title: "Successfully registered", description: "You are signed in." },
  passwordReset: { title: "Password changed", description: "Sign in with your new password." },
  serviceRetired: { title: "Service deleted", description: "Its bookings were cancelled as Booking Management cancels one: refunded, and each customer emailed." },
  serviceSaved: { title: "Service saved", description: "The catalogue shows the change at once." },
} as const;
