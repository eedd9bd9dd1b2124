import { authMessages } from "@/lib/messages/auth";
import { bookingMessages } from "@/lib/messages/booking";
import { reviewsMessages } from "@/lib/messages/reviews";
import { usersMessages } from "@/lib/messages/users";
import { waitlistMessages } from "@/lib/messages/waitlist";
import { forbidden, unauthenticated } from "@/lib/errors";
import type { Role } from "@/lib/validation/auth";

/**
 * Who may do what, in one place. Both doors (server actions and REST
 * handlers) hand the domain the actor they found, and the domain asks this
 * module before it acts; a door never decides on its own. See
 * docs/architecture.md, "Authorization".
 */
export type PolicyActor = { id: string; role: Role; email?: string | null };

type Rule<R> = (actor: PolicyActor, record: R) => true | string;

const adminOnly: Rule<void> = (actor) => actor.role === "admin" || authMessages.forbidden;
const anyone: Rule<void> = () => true;

/** What someone may do; a permission with a record type is decided per record. */
const rules = {
  /** Services, slots and schedules. */
  "catalogue.manage": adminOnly,
  /** The shop's bays: which exist, which are active, which services each can do. */
  "bays.manage": adminOnly,
  /** Outgoing webhooks: the endpoints told of events, and their deliveries. */
  "webhooks.manage": adminOnly,
  /** Email deliveries: their log, and sending one again. */
  "emails.manage": adminOnly,
  /** Texts (SMS): their log, this month's count, and sending a failed one again. */
  "texts.manage": adminOnly,
  /** Every booking, and the business overview. */
  "bookings.manage": adminOnly,
  /** The list of accounts, and their roles. */
  "users.manage": adminOnly,
  /** Another account's role; never one's own. */
  "users.setRole": ((actor, target) => (actor.role !== "admin" ? authMessages.forbidden : actor.id === target.id ? usersMessages.ownRole : true)) as Rule<{ id: string }>,
  /** Only customers book (admins manage). */
  "bookings.create": ((actor) => actor.role === "user" || bookingMessages.onlyCustomers) as Rule<void>,
  /** A booking is always the caller's own; old clients may name them as `customer`, by id or email. */
  "bookings.createFor": ((actor, { customer }) =>
    !customer || customer === actor.id || customer.toLowerCase() === actor.email || bookingMessages.customerMismatch) as Rule<{ customer?: string }>,
  /** A customer's own bookings. */
  "bookings.listOwn": ((actor) => actor.role === "user" || authMessages.forbidden) as Rule<void>,
  /**
   * Cancelling or moving one's own booking (customers). Which booking is
   * one's own is part of the lookup: another customer's booking is not
   * found (404), so that ids cannot be probed.
   */
  "bookings.changeOwn": ((actor) => actor.role === "user" || authMessages.forbidden) as Rule<void>,
  /** Checkouts: paying for a booking, or leaving its checkout (customers only). */
  "bookings.checkout": ((actor) => actor.role === "user" || bookingMessages.onlyCustomers) as Rule<void>,
  /** One booking that must be the actor's own (leaving its checkout frees its slot). */
  "bookings.own": ((actor, booking) => booking.customerId === actor.id || authMessages.forbidden) as Rule<{ customerId: string }>,
  /** One booking: its customer, or an admin. */
  "bookings.read": ((actor, booking) => actor.role === "admin" || booking.customerId === actor.id || authMessages.forbidden) as Rule<{ customerId: string }>,
  /** Joining and leaving a full slot's waitlist, and seeing one's own (customers only). */
  "waitlist.own": ((actor) => actor.role === "user" || waitlistMessages.onlyCustomers) as Rule<void>,
  /** A customer's own vehicles on file (customers only). */
  "vehicles.own": ((actor) => actor.role === "user" || authMessages.forbidden) as Rule<void>,
  /** Only customers review. */
  "reviews.create": ((actor) => actor.role === "user" || reviewsMessages.onlyCustomers) as Rule<void>,
  /** Hiding abusive reviews, and showing them again. */
  "reviews.moderate": adminOnly,
  /** The shop's settings, its FAQ and policy pages. */
  "settings.manage": adminOnly,
  /** The audit log: who changed what. */
  "audit.read": adminOnly,
  /** Bookings as a file (CSV) for a date range. */
  "bookings.export": adminOnly,
  /** One's own account: who one is, names, avatar. */
  "account.self": anyone,
} satisfies Record<string, Rule<never>>;

export type Permission = keyof typeof rules;
type RecordOf<P extends Permission> = (typeof rules)[P] extends Rule<infer R> ? R : never;
type RecordArgs<P extends Permission> = RecordOf<P> extends void ? [] : [record: RecordOf<P>];
/** The permissions decided without a record (what an operation as a whole needs). */
export type PlainPermission = { [P in Permission]: RecordOf<P> extends void ? P : never }[Permission];

/** Whether the actor (null: nobody signed in) may do this. */
export function can<P extends Permission>(actor: PolicyActor | null, permission: P, ...record: RecordArgs<P>): boolean {
  return actor !== null && (rules[permission] as Rule<unknown>)(actor, record[0]) === true;
}

/**
 * Throws unless the actor may do this: "unauthenticated" when nobody is
 * signed in, "forbidden" (with the rule's reason) otherwise.
 */
export function authorize<A extends PolicyActor, P extends Permission>(actor: A | null, permission: P, ...record: RecordArgs<P>): asserts actor is A {
  if (!actor) throw unauthenticated(authMessages.signInRequired);
  const verdict = (rules[permission] as Rule<unknown>)(actor, record[0]);
  if (verdict !== true) throw forbidden(verdict);
}
