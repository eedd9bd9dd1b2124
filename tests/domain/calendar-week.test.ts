import { loadCalendar, WEEK_DAY_SHOWN } from "@/lib/server/calendar/load-calendar";
import { admin, anyBays, book, bookAndPay, customer, daysAhead, db, HOUR, isoDay, service, shop, slot } from "./support";

/**
 * The admin calendar's week lists the first bookings and slots of each day in time order and says
 * how many each day holds in all (a busy shop's day holds hundreds: the day view shows them all);
 * the day view lists every one.
 */

beforeAll(async () => {
  await shop();
});

describe("the calendar's week at a busy shop", () => {
  it("lists the first of each day's bookings and slots, in time order, and counts them all", async () => {
    await anyBays(5);
    const staff = await admin();
    const wash = await service({ name: "Week Count Wash", duration: 60 });
    // Three slots of five places on one day, 15 bookings; and one slot two days later.
    const starts = [9, 11, 13].map((hour) => daysAhead(40, hour));
    const slots = await Promise.all(starts.map((startsAt) => slot(wash, startsAt, { capacity: 5 })));
    const later = await slot(wash, daysAhead(42, 10));
    const made: string[] = [];
    for (const place of slots) for (let i = 0; i < 5; i += 1) made.push(await bookAndPay(await customer(`week${i}`), place));
    await bookAndPay(await customer("later"), later);
    const day = isoDay(starts[0]);

    const week = await loadCalendar(staff, { view: "week", date: day });
    const onDay = week.bookings.filter((booking) => booking.date === day);
    expect(week.dayTotals[day]).toEqual({ bookings: 15, slots: 3 });
    expect(onDay).toHaveLength(WEEK_DAY_SHOWN);
    // The first ones by slot time, then by when they were made: the 09:00 and 11:00 slots', then the 13:00 slot's first two.
    expect(onDay.map((booking) => booking.id)).toEqual(made.slice(0, WEEK_DAY_SHOWN));
    expect(week.slots.filter((place) => place.date === day).map((place) => place.id)).toEqual(slots.map((place) => place.id));
    if (week.days.includes(isoDay(later.startsAt))) expect(week.dayTotals[isoDay(later.startsAt)]).toEqual({ bookings: 1, slots: 1 });

    const dayView = await loadCalendar(staff, { view: "day", date: day });
    expect(dayView.bookings.map((booking) => booking.id).sort()).toEqual([...made].sort());
    expect(dayView.dayTotals[day]).toEqual({ bookings: 15, slots: 3 });
  });

  it("counts and lists what the week shows: live services' slots, live bookings and running holds; a day without any counts none", async () => {
    await anyBays(5);
    const staff = await admin();
    const kept = await service({ name: "Week Kept Wash" });
    const removed = await service({ name: "Week Removed Wash" });
    // The removed service's slot is the day's first: neither listed nor counted.
    await slot(removed, daysAhead(60, 7));
    const places = await Promise.all([8, 10, 12].map((hour) => slot(kept, daysAhead(60, hour), { capacity: 3 })));
    const confirmed = await bookAndPay(await customer("weekShown"), places[0]);
    const { booking: held } = await book(await customer("weekHeld"), places[1]);
    // A hold made two hours ago has run out; a cancelled booking is not shown either.
    await book(await customer("weekLapsed"), places[1], new Date(Date.now() - 2 * HOUR));
    const cancelled = await bookAndPay(await customer("weekCancelled"), places[2]);
    await db.booking.update({ where: { id: cancelled }, data: { status: "cancel" } });
    await db.service.update({ where: { id: removed.id }, data: { isDeleted: true } });
    const day = isoDay(places[0].startsAt);

    const week = await loadCalendar(staff, { view: "week", date: day });
    expect(week.dayTotals[day]).toEqual({ bookings: 2, slots: 3 });
    expect(week.slots.map((place) => place.id)).toEqual(places.map((place) => place.id));
    expect(week.bookings.map((booking) => booking.id)).toEqual([confirmed, held._id]);
    for (const other of week.days.filter((shown) => shown !== day)) expect(week.dayTotals[other]).toEqual({ bookings: 0, slots: 0 });
  });
});
