import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { db } from "@/lib/db";
import { runUnaudited } from "@/lib/server/audit/context";
import { isDeadlock } from "./prisma-errors";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Where a write comes from: a person's request (the default) or a background
 * job. Jobs run inside `asJob`, and every transaction opened through
 * `transaction()` meanwhile says so to PostgreSQL (`spotless.origin = 'job'`,
 * local to the transaction), for whatever reads the writes as they happen
 * (the test suite's write counter tells a refused request's writes from a
 * job's that way; an audit log can too).
 */
const origin = new AsyncLocalStorage<"job">();

/** A job's work: marked as the job's, and never an admin's in the audit log, even when a request started it. */
export const asJob = <T>(work: () => Promise<T>): Promise<T> => origin.run("job", () => runUnaudited(work));

export type Tx = Prisma.TransactionClient;

/** Generous limits: several of these wait for a row lock, or for a payment provider, inside. */
const DEFAULT_LIMITS = { maxWait: 15_000, timeout: 30_000 } as const;

export function transaction<T>(work: (tx: Tx) => Promise<T>, limits: { maxWait?: number; timeout?: number } = {}): Promise<T> {
  const from = origin.getStore();
  return db.$transaction(
    async (tx) => {
      if (from) await tx.$executeRaw`SELECT set_config('spotless.origin', ${from}, true)`;
      return work(tx);
    },
    { ...DEFAULT_LIMITS, ...limits },
  );
}

/**
 * A transaction that takes row locks in an order another may take the other
 * way round (a waitlist offer locks its slot, then each candidate customer):
 * when PostgreSQL breaks a deadlock by failing it, it is tried again.
 */
export async function transactionRetryingDeadlocks<T>(work: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction(work);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}
