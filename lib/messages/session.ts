/** Signing in and out as every page shows it (the header's Logout, the toasts after a sign-in), kept apart from the sign-in forms' strings. */
export const sessionMessages = {
  loggedIn: "Successfully logged in",
  welcomeBack: "Welcome back!",
  wait: "Please wait...",
  registered: "Successfully registered",
  registeredBody: "You are signed in.",
  logout: "Logout",
  loggedOut: "You are logged out",
  passwordReset: "Password changed",
  passwordResetBody: "Sign in with your new password.",
} as const;
