import "server-only";
import { db } from "@/lib/db";
import { dateColumn, todayIn } from "@/lib/format/time";
import { now as clockNow } from "@/lib/server/clock";
import { operation } from "@/lib/server/operation";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { bookingRules } from "./notice";

/**
 * The counter (admins): what the shop settles and checks in today. An ended,
 * paid booking whose customer was not checked in waits for the shop's word
 * while the grace for settling lasts (Business settings; after it, it
 * completes on its own, and with no grace nothing waits).
 */
export type CounterDay = {
  /** The shop's calendar day (YYYY-MM-DD). */
  today: string;
  settleGraceHours: number;
  /** Ended, paid bookings awaiting the shop's word, the earliest ended first. */
  toSettle: BookingDto[];
  /** Today's bookings whose slot has not ended (confirmed, or held while their customer pays), in slot order. */
  bookings: BookingDto[];
};

export const counterDay = operation({ permission: "bookings.manage" }, async (): Promise<CounterDay> => {
  const now = clockNow();
  const rules = await bookingRules();
  const today = todayIn(await businessTimeZone(), now);
  const graceEnded = new Date(now.getTime() - rules.settleGraceHours * 3_600_000);
  const [toSettle, bookings] = await Promise.all([
    rules.settleGraceHours === 0
      ? []
      : db.booking.findMany({
          where: { status: "confirm", payment: "paid", checkedInAt: null, slot: { endsAt: { lte: now, gt: graceEnded } } },
          include: bookingInclude,
          orderBy: [{ slot: { endsAt: "asc" } }, { id: "asc" }],
          take: 200,
        }),
    db.booking.findMany({
      where: {
        slot: { date: dateColumn(today), endsAt: { gt: now } },
        OR: [{ status: "confirm" }, { status: "pending", holdExpiresAt: { gt: now } }],
      },
      include: bookingInclude,
      orderBy: [{ slot: { startsAt: "asc" } }, { createdAt: "asc" }],
      take: 200,
    }),
  ]);
  return {
    today,
    settleGraceHours: rules.settleGraceHours,
    toSettle: toSettle.map((booking) => toBookingDto(booking, now, rules)),
    bookings: bookings.map((booking) => toBookingDto(booking, now, rules)),
  };
});
