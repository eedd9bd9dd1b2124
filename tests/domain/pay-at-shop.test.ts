import { messages } from "@/lib/messages";
import { bookVisit } from "@/lib/server/bookings/create-group-booking";
import { cancelBookingAsAdmin, cancelMyBooking } from "@/lib/server/bookings/cancel-booking";
import { recordManualRefund } from "@/lib/server/bookings/manual-refund";
import { recordCounterPayment } from "@/lib/server/bookings/counter-payment";
import { setBookingStatus } from "@/lib/server/bookings/set-booking-status";
import { listBookings } from "@/lib/server/bookings/list-bookings";
import { minorAmount } from "@/lib/format/money";
import { testCheckoutProvider } from "@/lib/server/payments/test-checkout";
import { relayEvents } from "@/lib/server/jobs/relay";
import { admin, anyBays, at, book, bookAndPay, bookingRow, customer, daysAhead, db, eventsOf, HOUR, pay, refusal, service, shop, slot } from "./support";

/**
 * Pay at the shop (docs/payments.md): where Business settings allow it for every service, or a service allows it
 * itself, a customer books without paying online. The booking is confirmed at once (no hold, no checkout), takes its
 * place and bay like any other, is confirmed by email, and the shop records what it took at the counter.
 */

const atShopText = messages.paymentsAtShop;

beforeAll(async () => {
  await anyBays(2);
});

afterEach(() => jest.restoreAllMocks());

const bookAtShop = (who: Parameters<typeof bookVisit>[0], place: { id: string; serviceId: string }) => bookVisit(who, { service: place.serviceId, slot: place.id, payAt: "shop" });

describe("booking to pay at the shop", () => {
  it("is refused where neither the shop nor the service allows it, and nothing is stored", async () => {
    await shop({ payAtShop: false });
    const wash = await service();
    const place = await slot(wash, daysAhead(3, 10));
    const ada = await customer("ada");
    expect(await refusal(bookAtShop(ada, place))).toEqual({ kind: "invalid", message: atShopText.notOffered });
    expect(await db.booking.count({ where: { slotId: place.id } })).toBe(0);
  });

  it("where the service allows it: confirmed at once, nothing asked online, no checkout opened, and confirmed by email", async () => {
    await shop({ payAtShop: false });
    const opened = jest.spyOn(testCheckoutProvider, "createCheckout");
    const wash = await service({ priceCents: 4550, payAtShop: true });
    const place = await slot(wash, daysAhead(3, 10));
    const ada = await customer("ada");
    const { booking, created } = await bookAtShop(ada, place);

    expect(created).toBe(true);
    expect(opened).not.toHaveBeenCalled();
    expect(booking).toMatchObject({ status: "confirm", payment: "pending", payment_url: null, holdExpiresAt: null, payAt: "shop", amount: 45.5, amount_due_online: 0, amount_paid: 0, amount_due_at_shop: 45.5, paidAtShop: null });
    expect(await bookingRow(booking._id)).toMatchObject({ status: "confirm", payment: "pending", holdExpiresAt: null, paymentProvider: null, amountDueOnlineCents: 0, amountDueAtShopCents: 4550 });
    expect((await eventsOf(booking._id)).map((event) => event.type)).toEqual(["booking.created", "booking.confirmed"]);

    await relayEvents();
    const emails = await db.emailDelivery.findMany({ where: { bookingId: booking._id } });
    expect(emails.map((email) => email.kind)).toContain("confirmation");
  });

  it("where the shop allows it for every service; an online booking still books as before", async () => {
    await shop({ payAtShop: true });
    const wash = await service();
    const [first, second] = [await slot(wash, daysAhead(4, 10)), await slot(wash, daysAhead(4, 12))];
    const ada = await customer("ada");
    expect((await bookAtShop(ada, first)).booking).toMatchObject({ status: "confirm", payAt: "shop" });
    expect((await book(ada, second)).booking).toMatchObject({ status: "pending", payAt: "online", amount_due_online: 25 });
  });

  it("takes a place of the slot's capacity like any booking: a full slot refuses the next", async () => {
    await shop({ payAtShop: true });
    const wash = await service();
    const place = await slot(wash, daysAhead(5, 10), { capacity: 1 });
    await bookAtShop(await customer("first"), place);
    expect((await refusal(bookAtShop(await customer("second"), place))).kind).toBe("conflict");
    expect((await refusal(book(await customer("third"), place))).kind).toBe("conflict");
  });

  it("never turns a place held awaiting its online payment into one paid at the shop", async () => {
    await shop({ payAtShop: true });
    const wash = await service();
    const place = await slot(wash, daysAhead(5, 14));
    const ada = await customer("ada");
    await book(ada, place);
    expect(await refusal(bookAtShop(ada, place))).toEqual({ kind: "conflict", message: atShopText.holdAwaitingPayment });
  });

  it("a customer has at most five unpaid bookings to pay at the shop still to come", async () => {
    await shop({ payAtShop: true });
    const wash = await service();
    const ada = await customer("ada");
    for (let hour = 8; hour < 13; hour += 1) await bookAtShop(ada, await slot(wash, daysAhead(10, hour)));
    const sixth = await slot(wash, daysAhead(10, 14));
    expect(await refusal(bookAtShop(ada, sixth))).toEqual({ kind: "conflict", message: atShopText.tooManyUnpaid(5) });
    expect(await db.booking.count({ where: { slotId: sixth.id } })).toBe(0);
    // Paying online is still open to them.
    expect((await book(ada, sixth)).booking).toMatchObject({ status: "pending", payAt: "online" });
  });

  it("several cars: all confirmed together, each with its own price due at the shop", async () => {
    await shop({ payAtShop: true });
    const wash = await service({ priceCents: 3000 });
    const place = await slot(wash, daysAhead(6, 10), { capacity: 2 });
    const ada = await customer("ada");
    const answer = await bookVisit(ada, { service: wash.id, slot: place.id, vehicles: [{}, {}], payAt: "shop" });
    const group = answer.booking as { bookings: { status: string; amount_due_at_shop: number }[]; payment_url: string | null; groupDueOnline: number };
    expect(group.payment_url).toBeNull();
    expect(group.groupDueOnline).toBe(0);
    expect(group.bookings.map((car) => [car.status, car.amount_due_at_shop])).toEqual([
      ["confirm", 30],
      ["confirm", 30],
    ]);
  });

  it("its customer cancels it before the notice window like any booking, with nothing to refund", async () => {
    await shop({ payAtShop: true });
    const wash = await service();
    const place = await slot(wash, daysAhead(6, 14));
    const ada = await customer("ada");
    const { booking } = await bookAtShop(ada, place);
    const cancelled = await cancelMyBooking(ada, booking._id);
    expect(cancelled).toMatchObject({ refund: "none" });
    expect(await bookingRow(booking._id)).toMatchObject({ status: "cancel", payment: "pending" });
  });
});

describe("the payment at the counter", () => {
  it("an admin records it once (cash, card or mobile wallet): the booking reads paid, with what was taken and how", async () => {
    await shop({ payAtShop: true });
    const wash = await service({ priceCents: 4000 });
    const place = await slot(wash, daysAhead(7, 10));
    const ada = await customer("ada");
    const boss = await admin();
    const { booking } = await bookAtShop(ada, place);

    expect((await refusal(recordCounterPayment(ada, booking._id, { method: "cash", amount: 40 }))).kind).toBe("forbidden");
    expect((await refusal(recordCounterPayment(boss, booking._id, { method: "cheque", amount: 40 } as never))).kind).toBe("invalid");
    expect((await refusal(recordCounterPayment(boss, booking._id, { method: "cash", amount: 40.01 }))).kind).toBe("invalid");
    expect((await bookingRow(booking._id)).paidAtShopAt).toBeNull();

    const recorded = await recordCounterPayment(boss, booking._id, { method: "wallet", amount: 40 });
    expect(recorded).toMatchObject({ payment: "paid", payAt: "shop", amount_paid: 40, amount_due_at_shop: 0, paidAtShop: { amount: 40, method: "wallet" }, paymentMismatch: false });
    expect(await bookingRow(booking._id)).toMatchObject({ payment: "paid", paidAtShopCents: 4000, paidAtShopMethod: "wallet" });
    const paid = (await eventsOf(booking._id)).find((event) => event.type === "booking.paid");
    expect(paid).toMatchObject({ actorRole: "admin", payload: { amountCents: 4000, provider: "counter", method: "wallet", atShop: true, confirmed: false } });

    expect(await refusal(recordCounterPayment(boss, booking._id, { method: "cash", amount: 40 }))).toEqual({ kind: "conflict", message: atShopText.alreadyRecorded });
  });

  it("after a deposit, records the rest: the booking adds it to what was paid", async () => {
    await shop({ deposit: "percent", depositPercent: 20 });
    const wash = await service({ priceCents: 5000 });
    const place = await slot(wash, daysAhead(7, 12));
    const ada = await customer("ada");
    const boss = await admin();
    const bookingId = await bookAndPay(ada, place);
    const recorded = await recordCounterPayment(boss, bookingId, { method: "card", amount: 40 });
    expect(recorded).toMatchObject({ payment: "paid", payAt: "online", amount_paid: 50, amount_due_at_shop: 0, paidAtShop: { amount: 40, method: "card" } });
  });

  it("once paid at the counter and then cancelled with a refund, the refund made by hand can give back what was paid there", async () => {
    await shop({ payAtShop: true });
    const wash = await service({ priceCents: 4000 });
    const boss = await admin();
    const { booking } = await bookAtShop(await customer("ada"), await slot(wash, daysAhead(7, 14)));
    await recordCounterPayment(boss, booking._id, { method: "cash", amount: 40 });
    const cancelled = await cancelBookingAsAdmin(boss, booking._id, { refund: true, reason: "The bay flooded." });
    expect(cancelled).toMatchObject({ refund: "by-hand" });
    expect((await refusal(recordManualRefund(boss, booking._id, { method: "cash", amount: 40.01 }))).kind).toBe("invalid");
    expect(await recordManualRefund(boss, booking._id, { method: "cash", amount: 40 })).toMatchObject({ payment: "refunded", manualRefund: { amount: 40, method: "cash" } });
  });

  it("is refused for a booking with nothing due at the shop, and for a cancelled one", async () => {
    await shop({ payAtShop: true });
    const wash = await service();
    const boss = await admin();
    const paidOnline = await bookAndPay(await customer("online"), await slot(wash, daysAhead(8, 10)));
    expect(await refusal(recordCounterPayment(boss, paidOnline, { method: "cash", amount: 25 }))).toEqual({ kind: "conflict", message: atShopText.nothingDue });

    const ada = await customer("ada");
    const { booking } = await bookAtShop(ada, await slot(wash, daysAhead(8, 12)));
    await cancelMyBooking(ada, booking._id);
    expect(await refusal(recordCounterPayment(boss, booking._id, { method: "cash", amount: 25 }))).toEqual({ kind: "conflict", message: atShopText.notLive });
  });

  it("a customer booked to pay at the shop who never came is marked a no-show, having paid nothing", async () => {
    await shop({ payAtShop: true });
    const wash = await service();
    const place = await slot(wash, daysAhead(2, 10));
    const { booking } = await bookAtShop(await customer("ada"), place);
    const marked = await at(new Date(place.startsAt.getTime() + 2 * HOUR), async () => setBookingStatus(await admin(), booking._id, { status: "no-show" }));
    expect(marked).toMatchObject({ status: "no-show", payment: "pending" });
  });
});

describe("Booking Management's money filter", () => {
  it("tells paid in full, a deposit paid, money due at the shop, refunded and a payment mismatch apart", async () => {
    const boss = await admin();
    const wash = await service({ priceCents: 5000 });
    const ids: Record<string, string> = {};
    // A deposit paid (20%), the rest still due.
    await shop({ deposit: "percent", depositPercent: 20 });
    ids.deposit = await bookAndPay(await customer("deposit"), await slot(wash, daysAhead(9, 8)));
    // Paid in full online; and one paid with the wrong amount (refunded, never confirmed).
    await shop({ payAtShop: true });
    ids.full = await bookAndPay(await customer("full"), await slot(wash, daysAhead(9, 10)));
    const short = await book(await customer("short"), await slot(wash, daysAhead(9, 12)));
    const warned = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(await pay(short.booking._id, { amount: minorAmount(100, "usd") })).toBe("payment-mismatch");
    warned.mockRestore();
    ids.mismatch = short.booking._id;
    // Booked to pay at the shop, not paid yet.
    ids.atShop = (await bookAtShop(await customer("atshop"), await slot(wash, daysAhead(9, 14)))).booking._id;

    const found = async (money: "paid" | "deposit-paid" | "due-at-shop" | "refunded" | "mismatch") =>
      (await listBookings(boss, { money, limit: 30 })).bookings.map((booking) => booking._id).filter((id) => Object.values(ids).includes(id)).sort();
    expect(await found("paid")).toEqual([ids.full]);
    expect(await found("deposit-paid")).toEqual([ids.deposit]);
    expect(await found("due-at-shop")).toEqual([ids.deposit, ids.atShop].sort());
    expect(await found("refunded")).toEqual([ids.mismatch]);
    expect(await found("mismatch")).toEqual([ids.mismatch]);
  });
});
