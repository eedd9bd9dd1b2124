import { createBooking } from "@/lib/server/bookings/create-booking";
import { bookVisit } from "@/lib/server/bookings/create-group-booking";
import { anyBays, customer, daysAhead, db, service, shop, slot } from "./support";

/**
 * The language a booking is made in (Booking.locale): the checkout page's, handed by its door to the
 * domain, kept on every booking it makes (one car or several, online or to pay at the shop). A booking
 * made without one (the REST API, the shop's counter) keeps none: its emails follow the customer's choice,
 * else the shop's default language (lib/i18n/recipient.ts).
 */

beforeAll(async () => {
  await shop({ payAtShop: true });
  await anyBays(4);
});

const localesOf = async (slotId: string) => (await db.booking.findMany({ where: { slotId }, orderBy: { groupPosition: "asc" }, select: { locale: true } })).map((row) => row.locale);

describe("the language a booking is made in", () => {
  it("is kept on a booking held for its online payment", async () => {
    const place = await slot(await service(), daysAhead(3, 10));
    await createBooking(await customer("bangla"), { service: place.serviceId, slot: place.id }, { locale: "bn" });
    expect(await localesOf(place.id)).toEqual(["bn"]);
  });

  it("is kept on each car of a visit, and on a booking to pay at the shop", async () => {
    const cars = await slot(await service(), daysAhead(4, 10), { capacity: 2 });
    await bookVisit(await customer("cars"), { service: cars.serviceId, slot: cars.id, vehicles: [{}, {}] }, { locale: "bn" });
    expect(await localesOf(cars.id)).toEqual(["bn", "bn"]);

    const atShop = await slot(await service(), daysAhead(5, 10));
    await bookVisit(await customer("shop"), { service: atShop.serviceId, slot: atShop.id, payAt: "shop" }, { locale: "en" });
    expect(await localesOf(atShop.id)).toEqual(["en"]);
  });

  it("is none for a booking made without one (the REST API's call)", async () => {
    const place = await slot(await service(), daysAhead(6, 10));
    await bookVisit(await customer("api"), { service: place.serviceId, slot: place.id });
    expect(await localesOf(place.id)).toEqual([null]);
  });
});
