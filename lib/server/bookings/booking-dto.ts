import type { Prisma } from "@/lib/generated/prisma/client";
import { centsToDollars, fromMinorUnits, minorAmount, sameAmount } from "@/lib/format/money";
import { clockTimeIn, isoDateOf } from "@/lib/format/time";
import type { BookingStatusValue, CounterMethod, ManualRefundMethod, PaymentStatusValue } from "@/lib/validation/booking";
import { refundsOnline } from "@/lib/server/payments/refundable";
import { awaitsSettling, bookingWireStatus, paidDeposit } from "./booking-status";
import { bookedToPayAtShop } from "@/lib/format/booking-items";
import { changeableUntil, type BookingRules } from "./notice";

/**
 * Everything a booking query must load for the DTO, and no more: not the
 * customer's password hash or address, not the service's description (each
 * list of bookings read them for every row; the DTO shows none of them).
 */
export const bookingInclude = {
  customer: { select: { id: true, firstName: true, lastName: true, email: true, phone: true } },
  service: { select: { id: true, name: true, duration: true, priceCents: true, isDeleted: true } },
  slot: true,
  vehicleClass: { select: { id: true, name: true } },
  vehicle: { select: { id: true, make: true, model: true, colour: true, plate: true } },
  items: { select: { kind: true, addOnId: true, name: true, priceCents: true, minutes: true }, orderBy: { position: "asc" } },
} as const satisfies Prisma.BookingInclude;

export type BookingRow = Prisma.BookingGetPayload<{ include: typeof bookingInclude }>;

/** A booking as the REST contract and the pages show it (Booking). */
export type BookingDto = {
  _id: string;
  /** What people say and type to find it ('SP-7K2Q9'). */
  reference: string;
  customer: { _id: string; firstName: string; lastName: string; email: string; phone: string };
  /** The name given at checkout. */
  name: string;
  service: { _id: string; name: string; duration: number; price: number; isDeleted: boolean };
  slot: { _id: string; date: string; startTime: string; endTime: string; startsAt: string; endsAt: string };
  /** What was charged, in whole units of `currency`: the service's price when it was booked. */
  amount: number;
  /** The same: its lines' total, priced when it was booked (docs/vehicles.md). */
  total: number;
  /** The vehicle class it was priced for (null: made before classes by a path that named none). */
  vehicleClass: { _id: string; name: string } | null;
  /** The customer's vehicle it is for, when they named one (null once they delete it). */
  vehicle: { _id: string; make: string; model: string; colour: string; plate: string | null } | null;
  /** Its add-ons as booked: each one's id (null once the add-on is deleted), name, price and minutes. */
  addOns: { _id: string | null; name: string; price: number; minutes: number }[];
  /** How long its bay is taken before the service's cleanup: its service's and add-ons' minutes. */
  minutes: number;
  /**
   * When the shop is done with it (before cleanup): its slot's end, moved by the minutes its class and
   * add-ons add (an SUV with a wax ends after its slot). The same as `slot.endsAt` for a booking
   * without them. `endTime`: that time in the shop's time zone ('HH:MM'), as `slot.endTime` is.
   */
  endsAt: string;
  endTime: string;
  currency: string;
  payment: PaymentStatusValue;
  status: BookingStatusValue;
  /** While awaiting payment: when the hold on the slot runs out. */
  holdExpiresAt: string | null;
  /** While awaiting payment: where to complete it. */
  payment_url: string | null;
  paidAt: string | null;
  /** What the payment provider reported as paid, in whole units of `paidCurrency`; null before payment (and for bookings paid before it was kept). */
  paidAmount: number | null;
  paidCurrency: string | null;
  /** The payment was not the booking's amount due online in its currency: the booking was not confirmed, and the payment is refunded. */
  paymentMismatch: boolean;
  /** Of `amount`, what its online checkout asks for (whole units of `currency`): the shop's deposit when it was booked, else all of it. */
  amount_due_online: number;
  /** What the customer has paid for it (whole units of `currency`): what the provider took, else nothing yet (0); a refund does not lower it. */
  amount_paid: number;
  /** What is left to pay at the shop (whole units of `currency`): the rest of the price after a deposit, all of it for a booking paid at the shop; 0 once the shop recorded the payment, else 0. */
  amount_due_at_shop: number;
  /** 'shop': booked without paying online, to pay at the shop (`amount_due_online` 0); 'online': through a checkout, as ever. */
  payAt: "online" | "shop";
  /** What the shop took at its counter and recorded (the price of a booking paid at the shop, or the rest after a deposit): how much (whole units of `currency`), how, and when; null until then. */
  paidAtShop: { amount: number; method: CounterMethod; at: string } | null;
  /** A confirmed booking: until when its customer may cancel or move it online (the notice window); null otherwise. */
  changeableUntil: string | null;
  /**
   * A confirmed booking: until when its customer may cancel it online. The same as `changeableUntil`, but for a booking paid
   * with a deposit: its start (cancelled inside the notice window, the deposit is kept; docs/payments.md). Null otherwise.
   */
  cancellableUntil: string | null;
  /** Its slot has ended and it waits for the shop to mark it completed or a no-show (its status stays `confirm` meanwhile). */
  awaitingSettlement: boolean;
  /** When the shop checked its customer in (they came); null otherwise. */
  checkedInAt: string | null;
  /** Whether its payment can be given back through the provider that took it (false: paid outside the online checkout, refunded by hand). */
  refundableOnline: boolean;
  /** A refund is owed that the shop must make by hand (then record): cancelled with a refund, paid outside the online checkout. */
  refundByHand: boolean;
  /** A refund the shop made by hand and recorded: how much (whole units of `currency`), how, its note, and when. */
  manualRefund: { amount: number; currency: string; method: ManualRefundMethod; note: string | null; at: string } | null;
  /** Booked with the customer's other cars of the same slot and paid in one checkout: the group's id (the same on each of them); null for a booking of its own. */
  checkoutGroup: string | null;
  createdAt: string;
};

/** Its real end (`endsAt`, `endTime` of BookingDto): the slot's own when nothing moves it. */
function visitEnd(booking: Pick<BookingRow, "slot" | "extraMinutes">, timeZone: string): { endsAt: string; endTime: string } {
  if (booking.extraMinutes === 0) return { endsAt: booking.slot.endsAt.toISOString(), endTime: booking.slot.endTime };
  const endsAt = new Date(booking.slot.endsAt.getTime() + booking.extraMinutes * 60_000);
  return { endsAt: endsAt.toISOString(), endTime: clockTimeIn(endsAt, timeZone) };
}

/** `rules`: the shop's cancellation notice and grace for settling now (`bookingRules()` in ./notice). */
export function toBookingDto(booking: BookingRow, now: Date, rules: BookingRules): BookingDto {
  const status = bookingWireStatus(booking, booking.slot.endsAt, now, rules.settleGraceHours);
  const awaiting = status === "pending";
  const received = booking.paidAmountMinor !== null && booking.paidCurrency ? { minor: booking.paidAmountMinor, currency: booking.paidCurrency } : null;
  const dueOnline = booking.amountDueOnlineCents ?? booking.amountCents;
  return {
    _id: booking.id,
    reference: booking.reference,
    customer: {
      _id: booking.customer.id,
      firstName: booking.customer.firstName,
      lastName: booking.customer.lastName,
      email: booking.customer.email ?? "",
      phone: booking.customer.phone,
    },
    name: booking.customerName || `${booking.customer.firstName} ${booking.customer.lastName}`,
    service: {
      _id: booking.service.id,
      name: booking.service.name,
      duration: booking.service.duration,
      price: centsToDollars(booking.service.priceCents),
      isDeleted: booking.service.isDeleted,
    },
    slot: {
      _id: booking.slot.id,
      date: isoDateOf(booking.slot.date),
      startTime: booking.slot.startTime,
      endTime: booking.slot.endTime,
      startsAt: booking.slot.startsAt.toISOString(),
      endsAt: booking.slot.endsAt.toISOString(),
    },
    amount: centsToDollars(booking.amountCents),
    total: centsToDollars(booking.amountCents),
    vehicleClass: booking.vehicleClass ? { _id: booking.vehicleClass.id, name: booking.vehicleClass.name } : null,
    vehicle: booking.vehicle ? { _id: booking.vehicle.id, make: booking.vehicle.make, model: booking.vehicle.model, colour: booking.vehicle.colour, plate: booking.vehicle.plate } : null,
    addOns: booking.items
      .filter((item) => item.kind === "add-on")
      .map((item) => ({ _id: item.addOnId, name: item.name, price: centsToDollars(item.priceCents), minutes: item.minutes })),
    minutes: booking.items.reduce((sum, item) => sum + item.minutes, 0),
    ...visitEnd(booking, rules.timeZone),
    currency: booking.currency,
    payment: booking.payment,
    status,
    holdExpiresAt: awaiting ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    payment_url: awaiting ? booking.paymentUrl : null,
    paidAt: booking.paidAt?.toISOString() ?? null,
    paidAmount: received ? fromMinorUnits(received) : null,
    paidCurrency: received?.currency ?? null,
    paymentMismatch: received !== null && !sameAmount(received, minorAmount(dueOnline, booking.currency)),
    amount_due_online: centsToDollars(dueOnline),
    // Online and at the counter, added in hundredths (0.1 + 0.2 is not 0.3 in floating point).
    amount_paid: Math.round((booking.payment === "pending" ? 0 : received ? fromMinorUnits(received) : centsToDollars(dueOnline)) * 100 + (booking.paidAtShopCents ?? 0)) / 100,
    amount_due_at_shop: booking.paidAtShopAt ? 0 : centsToDollars(booking.amountDueAtShopCents),
    payAt: bookedToPayAtShop(booking) ? "shop" : "online",
    paidAtShop:
      booking.paidAtShopCents !== null && booking.paidAtShopAt
        ? { amount: centsToDollars(booking.paidAtShopCents), method: booking.paidAtShopMethod as CounterMethod, at: booking.paidAtShopAt.toISOString() }
        : null,
    changeableUntil: status === "confirm" ? changeableUntil(booking.slot.startsAt, rules.noticeHours).toISOString() : null,
    cancellableUntil: status !== "confirm" ? null : paidDeposit(booking) ? booking.slot.startsAt.toISOString() : changeableUntil(booking.slot.startsAt, rules.noticeHours).toISOString(),
    awaitingSettlement: awaitsSettling(booking, booking.slot.endsAt, now, rules.settleGraceHours),
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    refundableOnline: refundsOnline(booking),
    refundByHand: booking.refundByHand,
    manualRefund:
      booking.manualRefundCents !== null && booking.manualRefundAt
        ? {
            amount: centsToDollars(booking.manualRefundCents),
            currency: booking.currency,
            method: booking.manualRefundMethod as ManualRefundMethod,
            note: booking.manualRefundNote,
            at: booking.manualRefundAt.toISOString(),
          }
        : null,
    checkoutGroup: booking.checkoutGroupId,
    createdAt: booking.createdAt.toISOString(),
  };
}
