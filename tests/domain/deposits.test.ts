import { messages } from "@/lib/messages";
import { minorAmount } from "@/lib/format/money";
import { amountsDue, FULL_PRICE } from "@/lib/server/bookings/deposit";
import { bookVisit } from "@/lib/server/bookings/create-group-booking";
import { cancelMyBooking } from "@/lib/server/bookings/cancel-booking";
import { bookingDetail } from "@/lib/server/bookings/booking-details";
import { completeCheckout } from "@/lib/server/bookings/settle-payment";
import { testCheckoutProvider } from "@/lib/server/payments/test-checkout";
import { updateSettings } from "@/lib/server/settings/business-settings";
import { createVehicleClass } from "@/lib/server/vehicles/manage-vehicle-classes";
import { createService } from "@/lib/server/services/manage-services";
import { admin, anyBays, at, book, bookingRow, customer, daysAhead, db, eventsOf, HOUR, pay, refusal, service, shop, slot } from "./support";

/**
 * Deposits (lib/server/bookings/deposit.ts, docs/payments.md): the shop asks online for the full price, a fixed
 * deposit capped at the price, or a percentage rounded to the currency's smallest unit. A booking keeps what it
 * asked for online and what is left for the shop; its checkout asks for the online part, and settling compares the
 * payment with it. Cancelled outside the notice window, the deposit is refunded (what was paid, no more); inside
 * it, its customer may still cancel, and the shop keeps the deposit.
 */

const deposits = messages.paymentsDeposits;

beforeAll(async () => {
  await anyBays(3);
});

afterEach(() => jest.restoreAllMocks());

describe("the amount rule", () => {
  it("the full price: all of it online", () => {
    expect(amountsDue(4500, "usd", FULL_PRICE)).toEqual({ onlineCents: 4500, atShopCents: 0 });
  });

  it("a fixed deposit, capped at the price", () => {
    expect(amountsDue(4500, "usd", { rule: "fixed", cents: 1000, percent: 100 })).toEqual({ onlineCents: 1000, atShopCents: 3500 });
    expect(amountsDue(800, "usd", { rule: "fixed", cents: 1000, percent: 100 })).toEqual({ onlineCents: 800, atShopCents: 0 });
  });

  it("a percentage, rounded half up to the currency's smallest unit", () => {
    // 20% of $12.34 is $2.468: $2.47.
    expect(amountsDue(1234, "usd", { rule: "percent", cents: 0, percent: 20 })).toEqual({ onlineCents: 247, atShopCents: 987 });
    // 20% of ¥1,234 is ¥246.8: ¥247 (amounts are stored in hundredths, yen have none).
    expect(amountsDue(123_400, "jpy", { rule: "percent", cents: 0, percent: 20 })).toEqual({ onlineCents: 24_700, atShopCents: 98_700 });
    // 15% of $0.30 is 4.5 cents: 5.
    expect(amountsDue(30, "usd", { rule: "percent", cents: 0, percent: 15 })).toEqual({ onlineCents: 5, atShopCents: 25 });
    expect(amountsDue(4500, "usd", { rule: "percent", cents: 0, percent: 100 })).toEqual({ onlineCents: 4500, atShopCents: 0 });
  });

  it("a fixed deposit in a currency without cents is whole units; never less than one unit", () => {
    expect(amountsDue(500_000, "jpy", { rule: "fixed", cents: 123_450, percent: 100 })).toEqual({ onlineCents: 123_500, atShopCents: 376_500 });
    expect(amountsDue(50, "usd", { rule: "percent", cents: 0, percent: 1 })).toEqual({ onlineCents: 1, atShopCents: 49 });
  });
});

describe("Business settings", () => {
  it("a fixed deposit needs its amount, a percentage must be 1 to 100", async () => {
    await shop();
    const boss = await admin();
    expect(await refusal(updateSettings(boss, { deposit: "fixed" }))).toEqual({ kind: "invalid", message: deposits.amountNeeded });
    expect((await refusal(updateSettings(boss, { deposit: "percent", depositPercent: 0 }))).kind).toBe("invalid");
    expect((await refusal(updateSettings(boss, { deposit: "percent", depositPercent: 101 }))).kind).toBe("invalid");
    expect((await refusal(updateSettings(boss, { deposit: "bits" } as never))).kind).toBe("invalid");
    expect(await updateSettings(boss, { deposit: "fixed", depositAmount: 12.5 })).toMatchObject({ deposit: "fixed", depositAmount: 12.5 });
  });
});

describe("a booking with a 20% deposit", () => {
  beforeAll(() => shop({ deposit: "percent", depositPercent: 20 }));

  it("keeps what is due online and at the shop, its checkout asks for the deposit, and paying it confirms the booking", async () => {
    const opened = jest.spyOn(testCheckoutProvider, "createCheckout");
    const wash = await service({ priceCents: 4550 });
    const place = await slot(wash, daysAhead(3, 10));
    const ada = await customer("ada");
    const { booking } = await book(ada, place);

    expect(await bookingRow(booking._id)).toMatchObject({ amountCents: 4550, amountDueOnlineCents: 910, amountDueAtShopCents: 3640 });
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ amountCents: 910, lines: [{ name: deposits.checkoutLine(wash.name), amountCents: 910 }] }));
    expect(booking).toMatchObject({ amount: 45.5, amount_due_online: 9.1, amount_paid: 0, amount_due_at_shop: 36.4 });

    expect(await pay(booking._id)).toBe("confirmed");
    const shown = await bookingDetail(booking._id, ada, new Date());
    expect(shown).toMatchObject({ status: "confirm", payment: "paid", amount: 45.5, amount_due_online: 9.1, amount_paid: 9.1, amount_due_at_shop: 36.4, paymentMismatch: false });
    expect((await eventsOf(booking._id)).find((event) => event.type === "booking.paid")).toMatchObject({ payload: { amountCents: 4550, dueOnlineCents: 910, confirmed: true } });
  });

  it("a payment of the full price is not the deposit: a mismatch, never confirmed, and all of it refunded", async () => {
    const refund = jest.spyOn(testCheckoutProvider, "refund");
    const place = await slot(await service({ priceCents: 4500 }), daysAhead(3, 12));
    const { booking } = await book(await customer("bo"), place);

    expect(await pay(booking._id, { amount: minorAmount(4500, "usd") })).toBe("payment-mismatch");

    expect(await bookingRow(booking._id)).toMatchObject({ status: "cancel", payment: "refunded" });
    expect(refund).toHaveBeenCalledTimes(1);
    expect((await eventsOf(booking._id)).at(-1)).toMatchObject({ type: "booking.refunded", payload: { amountCents: 4500, cause: "payment-mismatch" } });
  });

  it("cancelled outside the notice window: the deposit is refunded, no more", async () => {
    const refund = jest.spyOn(testCheckoutProvider, "refund");
    const place = await slot(await service({ priceCents: 4500 }), daysAhead(3, 14));
    const cy = await customer("cy");
    const { booking } = await book(cy, place);
    await pay(booking._id);

    const result = await at(new Date(place.startsAt.getTime() - 25 * HOUR), () => cancelMyBooking(cy, booking._id));

    expect(result).toMatchObject({ refund: "due", refunded: true });
    // The whole payment of its checkout, which was the deposit.
    expect(refund).toHaveBeenCalledWith(expect.any(String), undefined);
    expect((await eventsOf(booking._id)).at(-1)).toMatchObject({ type: "booking.refunded", payload: { amountCents: 900, currency: "usd", cause: "cancelled" } });
    expect(result.booking).toMatchObject({ payment: "refunded", amount_paid: 9 });
  });

  it("cancelled by its customer inside the notice window: cancelled, its place freed, the deposit kept", async () => {
    const refund = jest.spyOn(testCheckoutProvider, "refund");
    const place = await slot(await service({ priceCents: 4500 }), daysAhead(3, 16));
    const dee = await customer("dee");
    const { booking } = await book(dee, place);
    await pay(booking._id);
    const inside = new Date(place.startsAt.getTime() - 2 * HOUR);
    expect((await bookingDetail(booking._id, dee, inside))!.cancellableUntil).toBe(place.startsAt.toISOString());

    const result = await at(inside, () => cancelMyBooking(dee, booking._id));

    expect(result).toMatchObject({ refund: "waived", refunded: false });
    expect(await bookingRow(booking._id)).toMatchObject({ status: "cancel", payment: "paid", refundDue: null });
    expect(refund).not.toHaveBeenCalled();
    expect(await db.slot.findUniqueOrThrow({ where: { id: place.id } })).toMatchObject({ status: "available" });
    expect((await eventsOf(booking._id)).at(-1)).toMatchObject({ type: "booking.cancelled", payload: { cause: "customer", refund: "waived" } });
    expect(await refusal(at(new Date(place.startsAt.getTime() + HOUR), () => cancelMyBooking(dee, booking._id)))).toMatchObject({ kind: "conflict" });
  });
});

describe("several cars with a fixed deposit", () => {
  beforeAll(() => shop({ deposit: "fixed", depositAmount: 30 }));

  it("each car its own deposit (capped at its price), the checkout asks for their total, and paying it confirms each", async () => {
    const boss = await admin();
    const van = await createVehicleClass(boss, { name: `Van ${Math.random().toString(36).slice(2, 6)}` });
    const made = await createService(boss, { name: `Rinse ${Math.random().toString(36).slice(2, 6)}`, description: "Quick", price: 20, duration: 60, prices: [{ vehicleClass: van._id, price: 80, duration: 60 }] });
    const place = await slot(await db.service.findUniqueOrThrow({ where: { id: made._id } }), daysAhead(4, 10), { capacity: 2 });
    const opened = jest.spyOn(testCheckoutProvider, "createCheckout");
    const eve = await customer("eve");

    const { booking } = await bookVisit(eve, { service: place.serviceId, slot: place.id, vehicles: [{}, { vehicleClass: van._id }] });

    const group = await db.checkoutGroup.findUniqueOrThrow({ where: { id: (booking as { checkoutGroup: string }).checkoutGroup } });
    expect(group).toMatchObject({ amountCents: 10_000, amountDueOnlineCents: 5000 });
    expect(booking).toMatchObject({ groupTotal: 100, groupDueOnline: 50, groupDueAtShop: 50 });
    const rows = await db.booking.findMany({ where: { checkoutGroupId: group.id }, orderBy: { groupPosition: "asc" } });
    expect(rows.map((row) => [row.amountCents, row.amountDueOnlineCents, row.amountDueAtShopCents])).toEqual([
      [2000, 2000, 0],
      [8000, 3000, 5000],
    ]);
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ amountCents: 5000 }));

    expect(await completeCheckout(testCheckoutProvider, group.paymentSessionId!, minorAmount(5000, "usd"))).toBe("confirmed");
    const paid = await db.booking.findMany({ where: { checkoutGroupId: group.id }, orderBy: { groupPosition: "asc" } });
    expect(paid.map((row) => [row.status, row.paidAmountMinor])).toEqual([
      ["confirm", 2000],
      ["confirm", 3000],
    ]);
  });
});
