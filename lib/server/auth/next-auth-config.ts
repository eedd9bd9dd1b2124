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
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.role = token.role === "admin" ? "admin" : "user";
      session.signedInAt = typeof token.signedInAt === "number" ? token.signedInAt : 0;
      return session;
    },
  },
} satisfies NextAuthConfig;

declare module "next-auth" {
  interface Session {
    user: { id: string; role: "admin" | "user" } & import("next-auth").DefaultSession["user"];
    /** When the person signed in (ms): sessions from before a password change are refused. */
    signedInAt: number;
  }
  interface User {
    role?: "admin" | "user";
  }
}
