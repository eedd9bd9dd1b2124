import { remembering } from "./said";
/**
 * What the accounts domain and the REST API's auth routes say, in English. The sign-in pages, their forms
 * and their actions speak the visitor's language: the catalogue's `auth` section (lib/messages/<language>/auth.json).
 */
export const authMessages = remembering({
  email: "Email",
  wrongCredentials: "Email or password is incorrect",
  resetLinkInvalid: "This link is invalid or has expired. Ask for a new one.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  signInRequired: "Please sign in to continue",
  tokenExpired: "Your session has expired. Please sign in again.",
  forbidden: "You do not have permission to do this",
  crossOrigin: "This request must come from this site",
  emailTaken: "An account with this email already exists",
  refreshInvalid: "Your session is no longer valid. Please sign in again.",
  sessionFetched: "Signed-in user",
  viewerFetched: "Who is signed in",
  tokenRefreshed: "Access token refreshed",
  loggedOutApi: "Logged out",
  resetEmailSent: "If an account exists for that address, a reset link has been sent",
  passwordChanged: "Password changed. Sign in with your new password.",
} as const, "auth");
