import type { NextAuthConfig } from "next-auth";

/**
 * The Auth.js settings that need no database, used by the full setup
 * (lib/server/auth/next-auth.ts).
 */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;

export const authConfig = {
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_SECONDS },
  pages: { signIn: "/login" },
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) {
        token.sub = user.id;
        token.role = user.role;
        token.signedInAt = Date.now();
        // The server-side session this cookie stands for (lib/server/auth/sessions.ts).
        token.sid = user.sessionId;
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.role = token.role === "admin" ? "admin" : "user";
      session.signedInAt = typeof token.signedInAt === "number" ? token.signedInAt : 0;
      session.sessionId = typeof token.sid === "string" ? token.sid : undefined;
      return session;
    },
  },
} satisfies NextAuthConfig;

declare module "next-auth" {
  interface Session {
    user: { id: string; role: "admin" | "user" } & import("next-auth").DefaultSession["user"];
    /** When the person signed in (ms): sessions from before a password change are refused. */
    signedInAt: number;
    /** The server-side session; the cookie counts only while it exists. */
    sessionId?: string;
  }
  interface User {
    role?: "admin" | "user";
    sessionId?: string;
  }
}
