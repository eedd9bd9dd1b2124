import { messages } from "@/lib/messages";
import type { Service, User } from "@/lib/generated/prisma/client";
import { MAX_HOLDS_PER_CUSTOMER } from "@/lib/server/holds/allowance";
import { bookForCustomer } from "@/lib/server/bookings/staff-booking";
import { admin, anyBays, book, customer, daysAhead, db, refusal, service, shop, slot } from "./support";

/**
 * Business settings' `verifiedPhoneToHold` (lib/server/holds/allowance.ts, docs/abuse.md): off, holds
 * are as they were; on, a customer holds a place online only with a verified phone number, and the
 * accounts one number is verified on hold at most a customer's limit together. An admin booking for a
 * customer is not held to it.
 */

let wash: Service;
let made = 0;
/** A slot of its own for each booking, twelve a day from five days ahead (none overlap: the shop has one bay). */
const freshSlot = () => {
  const n = made++;
  return slot(wash, daysAhead(5 + Math.floor(n / 12), 6 + (n % 12)));
};

/** `who`'s number is `phone`, proven theirs by a code. */
const verified = (who: User, phone: string) => db.user.update({ where: { id: who.id }, data: { phone, phoneVerifiedAt: new Date() } });

const heldBy = (...who: User[]) => db.booking.count({ where: { customerId: { in: who.map((one) => one.id) }, status: "pending" } });

beforeAll(async () => {
  await anyBays(1);
  wash = await service({ duration: 30 });
});

afterAll(() => shop());

describe("holding a slot without a verified phone number", () => {
  it("is as it always was while the shop does not ask for one", async () => {
    await shop();
    const unverified = await customer("unverified");
    expect((await book(unverified, await freshSlot())).created).toBe(true);
  });

  it("is refused (409, saying to verify the number on the profile) when the shop asks for one, and nothing is stored", async () => {
    await shop({ verifiedPhoneToHold: true });
    const unverified = await customer("unverified");
    await db.user.update({ where: { id: unverified.id }, data: { phone: "+8801711000001" } });
    expect(await refusal(book(unverified, await freshSlot()))).toEqual({ kind: "conflict", message: messages.smsAdmin.verifiedPhoneToHold.refused });
    expect(await db.booking.count({ where: { customerId: unverified.id } })).toBe(0);
  });

  it("is allowed with a verified number", async () => {
    await shop({ verifiedPhoneToHold: true });
    const proven = await verified(await customer("proven"), "+8801711000002");
    expect((await book(proven, await freshSlot())).created).toBe(true);
  });

  it("lets an admin book for an unverified customer (the shop vouches for them)", async () => {
    await shop({ verifiedPhoneToHold: true });
    const walkIn = await customer("walk-in");
    const made = await bookForCustomer(await admin(), { customer: walkIn.id, service: wash.id, slot: (await freshSlot()).id, settle: "link" });
    expect(await db.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).toMatchObject({ customerId: walkIn.id, status: "pending" });
  });
});

describe("one verified number", () => {
  it("holds at most a customer's limit of places across the accounts it is verified on", async () => {
    await shop({ verifiedPhoneToHold: true });
    const phone = "+8801711000003";
    const first = await verified(await customer("first"), phone);
    // The same number typed another way is the same number.
    const second = await verified(await customer("second"), "+880 1711-000003");
    for (let i = 0; i < 3; i++) expect((await book(first, await freshSlot())).created).toBe(true);
    for (let i = 0; i < MAX_HOLDS_PER_CUSTOMER - 3; i++) expect((await book(second, await freshSlot())).created).toBe(true);

    expect(await refusal(book(second, await freshSlot()))).toEqual({ kind: "conflict", message: messages.smsAdmin.verifiedPhoneToHold.tooManyHoldsOnNumber(MAX_HOLDS_PER_CUSTOMER) });
    expect(await refusal(book(first, await freshSlot()))).toEqual({ kind: "conflict", message: messages.smsAdmin.verifiedPhoneToHold.tooManyHoldsOnNumber(MAX_HOLDS_PER_CUSTOMER) });
    expect(await heldBy(first, second)).toBe(MAX_HOLDS_PER_CUSTOMER);

    // Another number is not counted with it.
    const other = await verified(await customer("other"), "+8801711000004");
    expect((await book(other, await freshSlot())).created).toBe(true);
  });

  it("does not cap the accounts sharing it while the shop does not ask for verified numbers", async () => {
    await shop();
    const phone = "+8801711000005";
    const first = await verified(await customer("first"), phone);
    const second = await verified(await customer("second"), phone);
    for (let i = 0; i < 3; i++) expect((await book(first, await freshSlot())).created).toBe(true);
    for (let i = 0; i < 3; i++) expect((await book(second, await freshSlot())).created).toBe(true);
    expect(await heldBy(first, second)).toBe(6);
  });
});
