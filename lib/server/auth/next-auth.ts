import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { isAppError } from "@/lib/errors";
import { loginSchema } from "@/lib/validation/auth";
import { clientAddress } from "@/lib/server/client-address";
import { authConfig } from "@/lib/server/auth/next-auth-config";
import { signInWithPassword } from "./sign-in";
import { endSession, startWebSession } from "./sessions";
import { safeParseInput } from "@/lib/validation/common";
import { secureCookies } from "@/lib/config/session-cookies";

/** The web session's sign-in failures, told apart by `code`. */
export class WrongCredentials extends CredentialsSignin {
  code = "credentials";
}
export class TooManyAttempts extends CredentialsSignin {
  code = "rate_limited";
}

/**
 * Web sessions: Auth.js with the Credentials provider and JWT sessions. The
 * check itself is the domain's signInWithPassword, shared with the REST login.
 * Each sign-in starts a server-side session (sessions.ts) that the cookie
 * names; signing out, by any door, ends it.
 */
export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  // Secure cookies (and their __Secure- names) whenever the site's address is https, even when a
  // request reaches the app over plain http behind a proxy that terminates TLS.
  useSecureCookies: secureCookies(),
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        const parsed = safeParseInput(loginSchema, credentials);
        if (!parsed.success) throw new WrongCredentials();
        try {
          const user = await signInWithPassword(parsed.data, clientAddress(request.headers));
          const sessionId = await startWebSession(user.id);
          return { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`, role: user.role, sessionId };
        } catch (error) {
          if (isAppError(error, "rate-limited")) throw new TooManyAttempts();
          if (isAppError(error, "unauthenticated")) throw new WrongCredentials();
          throw error;
        }
      },
    }),
  ],
  events: {
    // Auth.js's own sign-out endpoint, and signOut() in server actions: the session ends on the server too.
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await endSession(sid);
    },
  },
  logger: {
    // A failed sign-in is an expected answer, not a server error.
    error(error) {
      if (error instanceof CredentialsSignin || (error as { type?: string }).type === "CredentialsSignin") return;
      console.error(error);
    },
  },
});
