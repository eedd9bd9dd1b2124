import { flashMessages } from "./flash";

/** Signing in and out as every page shows it (the header's Logout, the toasts after a sign-in), kept apart from the sign-in forms' strings. */
export const sessionMessages = {
  loggedIn: flashMessages.loggedIn.title,
  welcomeBack: flashMessages.loggedIn.description,
  wait: "Please wait...",
  registered: flashMessages.registered.title,
  registeredBody: flashMessages.registered.description,
  passwordReset: flashMessages.passwordReset.title,
  passwordResetBody: flashMessages.passwordReset.description,
} as const;
