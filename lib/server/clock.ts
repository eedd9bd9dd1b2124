import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { timingSafeEqual } from "node:crypto";

/**
 * What time it is, for the rules that depend on it (the notice window, "the
 * slot has started"). Always the real time, except in the test suite: there
 * a request may say what time it is, so that a test can stand at either
 * edge of a window without waiting for it.
 *
 * That test clock is honoured only when the server was started with
 * TEST_CLOCK_SECRET (32 characters or more; the test runner makes a random
 * one per run, production never sets it) and the request carries the same
 * secret in `x-test-clock-secret` beside `x-test-now` (an ISO instant).
 * Without the variable the headers are ignored, so a production server
 * cannot be told another time by anyone.
 *
 * What is not a business rule keeps the wall clock (`new Date()`) on purpose:
 * sessions, tokens and throttles (a request's claimed time must never keep a
 * session alive or a token fresh), and the bookkeeping of deliveries, the
 * relay and the mail transport (when something was really sent or tried).
 */
const requestTime = new AsyncLocalStorage<Date>();

export const TEST_NOW_HEADER = "x-test-now";
export const TEST_CLOCK_SECRET_HEADER = "x-test-clock-secret";

export function now(): Date {
  return requestTime.getStore() ?? new Date();
}

function testClockSecret(): Buffer | null {
  const secret = process.env.TEST_CLOCK_SECRET;
  return secret && secret.length >= 32 ? Buffer.from(secret) : null;
}

/** The instant a request asks for through the test clock, or null (always null in production). */
export function testClockOf(headers: Headers): Date | null {
  const secret = testClockSecret();
  if (!secret) return null;
  const given = Buffer.from(headers.get(TEST_CLOCK_SECRET_HEADER) ?? "");
  if (given.length !== secret.length || !timingSafeEqual(given, secret)) return null;
  const instant = new Date(headers.get(TEST_NOW_HEADER) ?? "");
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Runs `work` with the request's test clock, if it has a valid one; otherwise on the real clock. */
export function withRequestClock<T>(headers: Headers, work: () => T): T {
  const instant = testClockOf(headers);
  return instant ? requestTime.run(instant, work) : work();
}
