import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MinorAmount } from "@/lib/format/money";
import { isoDateOf } from "@/lib/format/time";
import type { Tx } from "@/lib/server/database/transaction";
import type { CounterMethod, ManualRefundMethod } from "@/lib/validation/booking";
import { QUEUES, sendJob } from "@/lib/server/queue/job-queue";
import { now } from "@/lib/server/clock";

/**
 * Events: what happened to a booking (and a few other things that outgoing webhooks tell of), recorded in the same transaction as
 * the change itself. They are its history (who did what, when), and the
 * outbox: the relay (lib/server/jobs/relay.ts) turns each new event into the
 * jobs it calls for (emails, reminders, a refund to retry) exactly once.
 * The shape is general (a type, the booking it concerns, who acted, a
 * payload, a time), so that other consumers read the same rows: the relay
 * also fans each event out to the webhook endpoints that subscribed to it
 * (lib/server/webhooks).
 */
export const EVENT_TYPES = [
  "booking.created",
  "booking.paid",
  // Booked to pay at the shop: confirmed at once, with nothing paid online.
  "booking.confirmed",
  "booking.rescheduled",
  "booking.cancelled",
  "booking.refunded",
  "booking.completed",
  "booking.no-show",
  "booking.checked-in",
  "booking.email-sent",
  "booking.offered",
  "booking.retimed",
  // Not about a booking (bookingId null): told to webhook endpoints only.
  "review.created",
  "service.updated",
  // Not about a booking, and told to no webhook endpoint: the relay hands it to the waitlists.
  "slots.changed",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type ActorRole = "customer" | "admin" | "system";
export type EventActor = { role: ActorRole; id: string | null };

/** Spotless itself: a job, a payment provider's report, a hold running out. */
export const SYSTEM: EventActor = { role: "system", id: null };

/** A signed-in person as an event's actor. */
export const eventActor = (user: { id: string; role: "admin" | "user" }): EventActor => ({ role: user.role === "admin" ? "admin" : "customer", id: user.id });

/** A slot as events remember it: enough to say "from … to …" after the slot has changed. */
export type SlotRef = { _id: string; date: string; startTime: string; endTime: string; startsAt: string; endsAt: string };

export const slotRef = (slot: { id: string; date: Date; startTime: string; endTime: string; startsAt: Date; endsAt: Date }): SlotRef => ({
  _id: slot.id,
  date: isoDateOf(slot.date),
  startTime: slot.startTime,
  endTime: slot.endTime,
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
});

export type CancelCause = "customer" | "admin" | "hold-expired" | "checkout-closed" | "slot-taken" | "payment-mismatch" | "service-removed";
/**
 * What happens to the money of a cancelled booking: given back through the provider that took it
 * (`due`), given back by the shop by hand since no provider can (`by-hand`: paid outside the online
 * checkout), kept (an admin's choice), or nothing was paid.
 */
export type RefundDecision = "due" | "by-hand" | "waived" | "none";
/** Why a payment is given back (a booking's `refundDue` while it is owed online, then its `booking.refunded` event). */
export type RefundCause = "cancelled" | "late-payment" | "payment-mismatch" | "service-removed";

export type EmailKind = "confirmation" | "reminder" | "cancellation" | "reschedule" | "refund" | "offer";

export type EventPayloads = {
  "booking.created": { slot: SlotRef; amountCents: number };
  /**
   * `amountCents`: the booking's amount; `received`: what the provider reported paid (absent on events recorded before it was kept);
   * `dueOnlineCents`: what its checkout asked for, when only a deposit of the amount (the rest due at the shop).
   * Paid at the counter (the shop took the money): `provider` 'counter', with its `method`.
   */
  "booking.paid": { amountCents: number; dueOnlineCents?: number; provider: string | null; slot: SlotRef; confirmed: boolean; received?: MinorAmount; method?: CounterMethod; atShop?: boolean };
  "booking.confirmed": { amountCents: number; dueAtShopCents: number; slot: SlotRef; payAt: "shop" };
  "booking.rescheduled": { from: SlotRef; to: SlotRef; sequence: number };
  "booking.cancelled": { cause: CancelCause; reason: string | null; refund: RefundDecision; wasConfirmed: boolean; slot: SlotRef };
  /**
   * What was given back, in hundredths of `currency` (absent on events recorded before it was kept: the booking's currency).
   * A refund the shop made by hand and recorded: `provider` 'manual', with its `method` and the admin's `note`.
   */
  "booking.refunded": {
    amountCents: number;
    currency?: string;
    provider: string | null;
    cause: RefundCause;
    method?: ManualRefundMethod;
    note?: string | null;
  };
  "booking.completed": Record<string, never>;
  "booking.no-show": Record<string, never>;
  /** The shop checked its customer in: they came (it completes when its slot ends). */
  "booking.checked-in": Record<string, never>;
  "booking.email-sent": { email: EmailKind; offsetMinutes?: number };
  /** A place freed in a full slot, held for the first customer on its waitlist until `holdExpiresAt`. */
  "booking.offered": { slot: SlotRef; holdExpiresAt: string };
  /**
   * The shop's time zone changed: the booking's slot kept its date and times,
   * which now mean other instants (`from`: as they were, `to`: now).
   */
  "booking.retimed": { from: SlotRef; to: SlotRef; timeZone: string; previousTimeZone: string };
  /** A customer wrote a review. */
  "review.created": { reviewId: string };
  /** An admin changed a service (its fields, its photos, or removed it from the catalogue). */
  "service.updated": { serviceId: string; change: "details" | "photos" | "removed" };
  /**
   * An admin changed what a slot offers, which may free places that customers wait for: the slot
   * `slotId` (its capacity set, made available again, or cancelled, which ends its waitlist), or,
   * with `slotId` null, any slot (a bay back in service or doing more services). The relay hands it
   * to the waitlist, which offers the free places.
   */
  "slots.changed": { change: "capacity" | "available" | "cancelled" | "bay"; slotId: string | null };
};

export type NewEvent<T extends EventType = EventType> = {
  type: T;
  /** The booking it concerns; null for an event about something else (a review, a service). */
  bookingId: T extends `booking.${string}` ? string : null;
  actor: EventActor;
  payload: EventPayloads[T];
  at: Date;
};

/** An event as its row. */
const eventRow = (event: NewEvent) => ({
  id: randomUUID(),
  type: event.type,
  bookingId: event.bookingId,
  actorRole: event.actor.role,
  actorId: event.actor.id,
  payload: event.payload as Prisma.InputJsonValue,
  occurredAt: event.at,
});

/** Records an event in the caller's transaction. Call `eventsRecorded()` once it has committed. */
export async function recordEvent<T extends EventType>(tx: Tx, event: NewEvent<T>): Promise<string> {
  const row = eventRow(event as NewEvent);
  await tx.domainEvent.create({ data: row });
  return row.id;
}

/** Records several events in the caller's transaction, in one statement. Call `eventsRecorded()` once it has committed. */
export async function recordEvents(tx: Tx, events: NewEvent[]): Promise<void> {
  if (events.length > 0) await tx.domainEvent.createMany({ data: events.map(eventRow) });
}

/** An admin changed a service (for webhook endpoints): recorded in the change's transaction. */
export async function serviceUpdated(tx: Tx, serviceId: string, admin: { id: string; role: "admin" | "user" }, change: EventPayloads["service.updated"]["change"]): Promise<void> {
  await recordEvent(tx, { type: "service.updated", bookingId: null, actor: eventActor(admin), payload: { serviceId, change }, at: now() });
}

/** An admin changed what slots offer (see "slots.changed"): recorded in the change's transaction. */
export async function slotsChanged(tx: Tx, admin: { id: string; role: "admin" | "user" }, payload: EventPayloads["slots.changed"], at: Date): Promise<void> {
  await recordEvent(tx, { type: "slots.changed", bookingId: null, actor: eventActor(admin), payload, at });
}

/** A slot row (SQL alias `slot`) as the JSON of a SlotRef, for events written by SQL statements. */
export const slotRefSql = (slot: string) =>
  Prisma.raw(`jsonb_build_object('_id', ${slot}.id, 'date', to_char(${slot}.date, 'YYYY-MM-DD'), 'startTime', ${slot}."startTime", 'endTime', ${slot}."endTime",
    'startsAt', to_char(${slot}."startsAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'endsAt', to_char(${slot}."endsAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`);

/**
 * After a transaction that recorded events has committed: the relay is
 * asked to run now. If that ask is lost (the database is briefly away), the
 * relay's run every minute picks the events up.
 */
export async function eventsRecorded(): Promise<void> {
  try {
    await sendJob(QUEUES.relay, {}, { singletonKey: "relay" });
  } catch (error) {
    console.error("Could not wake the event relay (its next scheduled run will pick the events up)", error);
  }
}
