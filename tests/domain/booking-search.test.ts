import { bookingSearchWhere, listBookings } from "@/lib/server/bookings/list-bookings";
import { admin, anyBays, bookAndPay, customer, daysAhead, db, service, shop, slot } from "./support";

/**
 * Booking Management's search reads a page by when the bookings were made from each part's own
 * index (each customer's bookings, the name given at checkout, the reference), and counts the
 * customers' bookings apart from the rest: the same page and total as the whole condition gives.
 */

beforeAll(async () => {
  await shop();
});

describe("Booking Management's search", () => {
  it("pages and counts its bookings as the whole search condition does, in either order, ties by id", async () => {
    await anyBays(3);
    const staff = await admin();
    const wash = await service({ name: "Search Order Wash" });
    const places = await Promise.all(Array.from({ length: 13 }, (_, hour) => slot(wash, daysAhead(30, 6 + hour))));
    // Six customers whose phones hold 1700555, two bookings each; another customer's booking under a name given at checkout that holds them too.
    const made: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const who = await customer(`search${i}`);
      await db.user.update({ where: { id: who.id }, data: { phone: `+88017005550${i}` } });
      for (const place of places.slice(2 * i, 2 * i + 2)) made.push(await bookAndPay(who, place));
    }
    const named = await bookAndPay(await customer("searchNamed"), places[12]);
    await db.booking.update({ where: { id: named }, data: { customerName: "Rahim 01700555" } });
    // One of the customers' own bookings carries such a name too: found twice, listed and counted once.
    await db.booking.update({ where: { id: made[3] }, data: { customerName: "Karim 01700555" } });
    // Bookings made at the same instant, three by three: their order is by id.
    const all = [...made, named];
    for (let i = 0; i < all.length; i += 1) await db.booking.update({ where: { id: all[i] }, data: { createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3))) } });
    const { reference } = await db.booking.findUniqueOrThrow({ where: { id: made[5] } });

    for (const searchTerm of ["01700555", "+880 1700-555", reference.toLowerCase()]) {
      const total = await db.booking.count({ where: bookingSearchWhere(searchTerm) });
      expect(total).toBeGreaterThan(0);
      for (const sort of ["-createdAt", "createdAt"] as const) {
        for (const page of [1, 2, 3]) {
          const expected = await db.booking.findMany({
            where: bookingSearchWhere(searchTerm),
            orderBy: [{ createdAt: sort === "-createdAt" ? "desc" : "asc" }, { id: "asc" }],
            skip: (page - 1) * 5,
            take: 5,
            select: { id: true },
          });
          const listed = await listBookings(staff, { searchTerm, sort, page, limit: 5 });
          expect(listed.bookings.map((booking) => booking._id)).toEqual(expected.map((booking) => booking.id));
          expect(listed.total).toBe(total);
        }
      }
    }
    expect(await db.booking.count({ where: bookingSearchWhere("01700555") })).toBe(13);
  });

  it("finds a phone by digits typed from its middle, and not a phone that holds every four digits of them apart", async () => {
    const staff = await admin();
    const wash = await service({ name: "Search Digits Wash" });
    const [first, second] = await Promise.all([slot(wash, daysAhead(31, 9)), slot(wash, daysAhead(31, 10))]);
    const holder = await customer("digitsHolder");
    await db.user.update({ where: { id: holder.id }, data: { phone: "+8801911223344" } });
    // 8801811223343 3344: each run of four digits of 11223344 is in it, the eight digits together are not.
    const nearMiss = await customer("digitsNearMiss");
    await db.user.update({ where: { id: nearMiss.id }, data: { phone: "+88018112233433344" } });
    const held = await bookAndPay(holder, first);
    await bookAndPay(nearMiss, second);

    for (const searchTerm of ["11223344", "1122 3344", "0191122"]) {
      const listed = await listBookings(staff, { searchTerm });
      expect(listed.bookings.map((booking) => booking._id)).toEqual([held]);
      expect(listed.total).toBe(1);
      expect(await db.booking.count({ where: bookingSearchWhere(searchTerm) })).toBe(1);
    }
    // The near miss's own number finds it.
    expect((await listBookings(staff, { searchTerm: "8112233433344" })).total).toBe(1);
  });
});
