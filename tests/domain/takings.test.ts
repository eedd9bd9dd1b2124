import { bookVisit } from "@/lib/server/bookings/create-group-booking";
import { recordCounterPayment } from "@/lib/server/bookings/counter-payment";
import { businessOverview } from "@/lib/server/overview/business-overview";
import { admin, anyBays, at, book, customer, pay, service, shop, slot } from "./support";

/**
 * The overview's takings (docs/payments.md): what each booking brought in, its deposit or its amount online and what
 * the shop recorded at its counter, never the part still due; this month's by who took it (the provider, or the
 * counter and how). A booking to pay at the shop counts among the bookings as soon as it is made.
 */

// A clock of its own, in the middle of a month, so that the month holds exactly these bookings.
const NOW = new Date("2030-03-11T08:00:00.000Z");
const visit = (hour: number) => new Date(Date.UTC(2030, 2, 12, hour));

beforeAll(async () => {
  await anyBays(3);
});

it("counts a deposit, counter payments and online payments once each, by provider and method", async () => {
  const boss = await admin();

  // A 20% deposit paid online ($10 of $50); the rest ($40) paid in cash at the counter later.
  await shop({ deposit: "percent", depositPercent: 20 });
  const detail = await service({ priceCents: 5000 });
  const depositSlot = await slot(detail, visit(10));
  const ada = await customer("ada");
  const withDeposit = await at(NOW, () => book(ada, depositSlot));
  expect(await pay(withDeposit.booking._id, { now: NOW })).toBe("confirmed");

  // Paid in full online: $20.
  await shop({ deposit: "full", payAtShop: true });
  const wash = await service({ priceCents: 2000 });
  const online = await at(NOW, async () => book(await customer("bo"), await slot(wash, visit(11))));
  expect(await pay(online.booking._id, { now: NOW })).toBe("confirmed");

  // Booked to pay at the shop and paid there by mobile wallet ($30); another not paid yet ($30, nothing taken).
  const polish = await service({ priceCents: 3000 });
  const paidThere = await at(NOW, async () => bookVisit(await customer("cy"), { service: polish.id, slot: (await slot(polish, visit(12))).id, payAt: "shop" }));
  await at(NOW, () => recordCounterPayment(boss, paidThere.booking._id, { method: "wallet", amount: 30 }));
  await at(NOW, async () => bookVisit(await customer("di"), { service: polish.id, slot: (await slot(polish, visit(13))).id, payAt: "shop" }));

  // The deposit's rest is still due: only what was paid counts.
  const before = await at(NOW, () => businessOverview(boss));
  expect(before.bookingsThisWeek).toBe(4);
  expect(before.revenueThisMonth).toBe(60);
  expect(before.takingsThisMonth).toEqual([
    { provider: "counter", method: "wallet", currency: "USD", amount: 30 },
    { provider: "test", method: null, currency: "USD", amount: 30 },
  ]);

  await at(NOW, () => recordCounterPayment(boss, withDeposit.booking._id, { method: "cash", amount: 40 }));
  const overview = await at(NOW, () => businessOverview(boss));
  expect(overview.bookingsThisWeek).toBe(4);
  expect(overview.revenueThisMonth).toBe(100);
  expect(overview.takingsThisMonth).toEqual([
    { provider: "counter", method: "cash", currency: "USD", amount: 40 },
    { provider: "counter", method: "wallet", currency: "USD", amount: 30 },
    { provider: "test", method: null, currency: "USD", amount: 30 },
  ]);
});
