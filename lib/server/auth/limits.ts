import type { Limit } from "@/lib/server/rate-limit";

/**
 * How often each client and each account may try. Sign-in counts every
 * attempt per client here; per account it is slowed for each client apart
 * (sign-in-throttle.ts), so that nobody can lock a person out by guessing at
 * their address. Password-reset emails are counted the same way, per account
 * *and* client: requests from elsewhere never use up the owner's.
 */
export const limits = {
  signInPerClient: { name: "sign-in:client", max: 30, windowSeconds: 15 * 60 },
  registerPerClient: { name: "register:client", max: 10, windowSeconds: 60 * 60 },
  resetPerClient: { name: "reset:client", max: 10, windowSeconds: 15 * 60 },
  resetPerAccountAndClient: { name: "reset:account-client", max: 3, windowSeconds: 15 * 60 },
  refreshPerClient: { name: "refresh:client", max: 120, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;
