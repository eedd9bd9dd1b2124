import type { Service } from "@/lib/generated/prisma/client";
import { completeEndedBookings } from "@/lib/server/bookings/lifecycle-jobs";
import { getSlot } from "@/lib/server/slots/get-slot";
import { listAvailability } from "@/lib/server/slots/list-availability";
import { firstOpenDay } from "@/lib/server/slots/open-days";
import { anyBays, at, bookAndPay, bookingRow, customer, daysAhead, isoDay, MINUTE, service, shop, slot } from "./support";

/**
 * The rules that depend on the time read the domain's clock
 * (lib/server/clock.ts's `now()`) when no time is handed to them: the test
 * clock, where a request (or `at()`) sets one, and the real clock otherwise.
 */

let wash: Service;

beforeAll(async () => {
  await shop();
  await anyBays(1);
});

beforeEach(async () => {
  wash = await service();
});

describe("a rule given no time", () => {
  it("reads a slot as started once the clock has passed its start", async () => {
    const startsAt = daysAhead(3, 10);
    const later = await slot(wash, startsAt);
    const date = isoDay(startsAt);

    expect((await getSlot(later.id)).bookable).toBe(true);
    expect(await firstOpenDay(wash.id)).toBe(date);

    const started = startsAt.getTime() + MINUTE;
    expect((await at(started, () => getSlot(later.id))).bookable).toBe(false);
    expect((await at(started, () => listAvailability({ service: wash.id, date }))).map((offered) => offered.bookable)).toEqual([false]);
    expect(await at(started, () => firstOpenDay(wash.id))).toBeNull();
  });

  it("completes a confirmed booking once the clock has passed its slot's end and the shop's grace", async () => {
    const startsAt = daysAhead(4, 10);
    const booked = await slot(wash, startsAt);
    const bookingId = await bookAndPay(await customer(), booked);

    await completeEndedBookings();
    expect((await bookingRow(bookingId)).status).toBe("confirm");

    await at(startsAt.getTime() + 3 * 24 * 60 * MINUTE, () => completeEndedBookings());
    expect((await bookingRow(bookingId)).status).toBe("complete");
  });
});
