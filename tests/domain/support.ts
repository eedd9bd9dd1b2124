import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { minorAmount, type MinorAmount } from "@/lib/format/money";
import type { Bay, Service, Slot, User } from "@/lib/generated/prisma/client";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { completeCheckout } from "@/lib/server/bookings/settle-payment";
import { TEST_CLOCK_SECRET_HEADER, TEST_NOW_HEADER, withRequestClock } from "@/lib/server/clock";
import { AppError } from "@/lib/errors";
import { testCheckoutProvider } from "@/lib/server/payments/test-checkout";
import { forgetSettings, writeSettings, type BusinessSettings } from "@/lib/server/settings/business-settings";

/**
 * Fixtures and helpers of the domain tests (tests/domain): each test file has
 * a database of its own, copied from the migrated template (jest-environment-node-database.ts),
 * and writes the little it needs through Prisma or the domain itself. The
 * shop is on UTC, so a slot's date and times are its instants' UTC ones.
 */

export { db };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Midnight UTC `days` from today, plus `hours`: computed when a test runs, never when its file loads. */
/** The shop's (UTC) calendar date of an instant, as the REST API and the slots' date column write it. */
export const isoDay = (instant: Date): string => instant.toISOString().slice(0, 10);

export const daysAhead = (days: number, hours = 0): Date => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days) + hours * HOUR);
};

/**
 * Runs `work` with the domain's clock (lib/server/clock.ts's `now()`) at
 * `instant`: the test clock the API suite's requests set with headers, here
 * set directly for the operations `work` calls.
 */
export function at<T>(instant: Date | number, work: () => Promise<T>): Promise<T> {
  const headers = new Headers({ [TEST_CLOCK_SECRET_HEADER]: process.env.TEST_CLOCK_SECRET ?? "", [TEST_NOW_HEADER]: new Date(instant).toISOString() });
  return withRequestClock(headers, work);
}

/** The shop's settings that the booking rules read (UTC, dollars, 24 hours' notice, 30-minute holds, no verified phone needed, unless told). */
export async function shop(
  settings: Partial<Pick<BusinessSettings, "cancellationNoticeHours" | "holdMinutes" | "verifiedPhoneToHold" | "currency" | "deposit" | "depositAmount" | "depositPercent" | "payAtShop">> = {},
): Promise<BusinessSettings> {
  forgetSettings();
  const { saved } = await writeSettings(async (current) => ({ ...current, timeZone: "UTC", currency: "USD", cancellationNoticeHours: 24, holdMinutes: 30, verifiedPhoneToHold: false, deposit: "full", payAtShop: false, ...settings }));
  return saved;
}

/**
 * The shop's bays, replacing those it had (a fresh database has one; those
 * that hold bookings stay, inactive): each does every service unless
 * `services` lists some.
 */
export async function bays(...specs: { name?: string; active?: boolean; services?: string[] }[]): Promise<Bay[]> {
  await db.bay.deleteMany({ where: { bookings: { none: {} } } });
  await db.bay.updateMany({ data: { active: false } });
  const made: Bay[] = [];
  for (const [position, spec] of specs.entries()) {
    made.push(
      await db.bay.create({
        data: { name: spec.name ?? `Bay ${position + 1}`, active: spec.active ?? true, allServices: !spec.services, serviceIds: spec.services ?? [], position },
      }),
    );
  }
  return made;
}

/** `count` bays that each do every service. */
export const anyBays = (count: number) => bays(...Array.from({ length: count }, () => ({})));

export async function service(fields: Partial<Pick<Service, "name" | "priceCents" | "duration" | "bufferMinutes" | "payAtShop">> = {}): Promise<Service> {
  return db.service.create({ data: { name: fields.name ?? `Wash ${randomUUID().slice(0, 8)}`, description: "A service of the domain tests", priceCents: 2500, duration: 60, ...fields } });
}

const hhmm = (instant: Date) => instant.toISOString().slice(11, 16);

/** A slot of `of` starting at `startsAt`, `minutes` long (the service's duration unless told). */
export async function slot(of: Service, startsAt: Date, fields: { minutes?: number; capacity?: number; status?: Slot["status"] } = {}): Promise<Slot> {
  const endsAt = new Date(startsAt.getTime() + (fields.minutes ?? of.duration) * MINUTE);
  return db.slot.create({
    data: {
      serviceId: of.id,
      date: new Date(`${isoDay(startsAt)}T00:00:00Z`),
      startTime: hhmm(startsAt),
      endTime: hhmm(endsAt),
      startsAt,
      endsAt,
      capacity: fields.capacity ?? 1,
      status: fields.status ?? "available",
    },
  });
}

let people = 0;

/** A customer (or, with `role`, an admin) account. */
export async function customer(label = "customer", role: User["role"] = "user"): Promise<User> {
  people++;
  return db.user.create({ data: { firstName: label, lastName: `Person${people}`, email: `${label}.${people}.${randomUUID().slice(0, 8)}@example.com`, passwordHash: "not-a-hash", role } });
}

export const admin = () => customer("admin", "admin");

/** `customer` books `place` (a hold, awaiting payment) through the domain, at the clock's time (`now`: another time). */
export function book(who: User, place: Slot, now?: Date) {
  const run = () => createBooking(who, { service: place.serviceId, slot: place.id });
  return now ? at(now, run) : run();
}

/** The checkout of a booking is paid (`amount`: what the provider says was paid; what the checkout asked for unless told), as the test checkout's Pay button or Stripe's webhook reports it. */
export async function pay(bookingId: string, options: { now?: Date; amount?: MinorAmount } = {}) {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const asked = booking.amountDueOnlineCents ?? booking.amountCents;
  return completeCheckout(testCheckoutProvider, booking.paymentSessionId!, options.amount ?? minorAmount(asked, booking.currency), undefined, options.now ?? new Date());
}

/** A booking made and paid for: confirmed. */
export async function bookAndPay(who: User, place: Slot): Promise<string> {
  const { booking } = await book(who, place);
  expect(await pay(booking._id)).toBe("confirmed");
  return booking._id;
}

/** The kind of AppError `work` throws (it must throw one), and its message. */
export async function refusal(work: Promise<unknown>): Promise<{ kind: string; message: string }> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected an AppError, got ${error === undefined ? "success" : String(error)}`);
  return { kind: error.kind, message: error.message };
}

/** A booking's row as the database has it. */
export const bookingRow = (id: string) => db.booking.findUniqueOrThrow({ where: { id } });

/** The types of a booking's events, oldest first, with their payloads. */
export const eventsOf = async (bookingId: string) =>
  (await db.domainEvent.findMany({ where: { bookingId }, orderBy: { position: "asc" } })).map((event) => ({ type: event.type, actorRole: event.actorRole, payload: event.payload as Record<string, unknown> }));
