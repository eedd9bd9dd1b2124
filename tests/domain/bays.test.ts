import type { Slot, User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { takeFreeBay } from "@/lib/server/bays/occupancy";
import { getSlot } from "@/lib/server/slots/get-slot";
import { anyBays, book, bookingRow, bays, customer, daysAhead, db, HOUR, MINUTE, refusal, service, shop, slot } from "./support";

/**
 * Bays (lib/server/bays/occupancy.ts, docs/capacity.md): a live booking
 * occupies one bay from its slot's start to its end plus its service's
 * cleanup time, and no bay holds two that overlap, whatever their services;
 * an inactive bay takes nothing, and a bay limited to some services takes no
 * other. Each test sets the shop's bays itself.
 */

const noFreeBay = messages.bays.noFreeBay(messages.bays.words.bays);
const live = (slotIds: string[]) => db.booking.count({ where: { slotId: { in: slotIds }, status: { in: ["pending", "confirm"] } } });

beforeAll(async () => {
  await shop();
});

describe("two services sharing one bay", () => {
  it("cannot both be booked at one time: the second is told no bay is free", async () => {
    await bays({ name: "The only bay" });
    const [wash, polish, wax] = [await service({ name: "Wash" }), await service({ name: "Polish" }), await service({ name: "Wax" })];
    const washAt10 = await slot(wash, daysAhead(3, 10));
    const polishAt10 = await slot(polish, daysAhead(3, 10));
    const waxAt1030 = await slot(wax, new Date(daysAhead(3, 10).getTime() + 30 * MINUTE));

    expect((await book(await customer("ada"), washAt10)).created).toBe(true);
    expect(await refusal(book(await customer("bo"), polishAt10))).toEqual({ kind: "conflict", message: noFreeBay });
    expect(await refusal(book(await customer("cy"), waxAt1030))).toEqual({ kind: "conflict", message: noFreeBay });
    expect(await live([washAt10.id, polishAt10.id, waxAt1030.id])).toBe(1);
  });

  it("raced for at one time by ten customers of each service, take the bay once", async () => {
    await bays({ name: "The only bay" });
    const [wash, polish] = [await service(), await service()];
    const places = [await slot(wash, daysAhead(4, 10)), await slot(polish, daysAhead(4, 10))];
    const racers = await Promise.all(Array.from({ length: 20 }, (_, i) => customer(`racer${i}`)));

    const results = await Promise.allSettled(racers.map((racer, i) => book(racer, places[i % 2])));

    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await live(places.map((place) => place.id))).toBe(1);
  });

  it("keep the bay through the first service's cleanup time, and only that long (one bay)", async () => {
    await bays({ name: "The only bay" });
    const wash = await service({ duration: 60, bufferMinutes: 15 });
    const [polish, wax] = [await service({ duration: 60 }), await service({ duration: 60 })];
    const washAt9 = await slot(wash, daysAhead(5, 9));
    const polishAt10 = await slot(polish, daysAhead(5, 10));
    const waxAt1015 = await slot(wax, new Date(daysAhead(5, 10).getTime() + 15 * MINUTE));

    const { booking } = await book(await customer("ada"), washAt9);
    expect((await bookingRow(booking._id)).occupiedUntil).toEqual(new Date(daysAhead(5, 10).getTime() + 15 * MINUTE));
    expect(await refusal(book(await customer("bo"), polishAt10))).toEqual({ kind: "conflict", message: noFreeBay });
    expect((await book(await customer("cy"), waxAt1015)).created).toBe(true);
  });

  it("do not let a hold that ran out keep the bay: the next booking clears it", async () => {
    await bays({ name: "The only bay" });
    const [wash, polish] = [await service(), await service()];
    const washAt10 = await slot(wash, daysAhead(6, 10));
    const polishAt10 = await slot(polish, daysAhead(6, 10));
    const { booking } = await book(await customer("slow"), washAt10);

    const later = new Date((await bookingRow(booking._id)).holdExpiresAt!.getTime() + MINUTE);
    expect((await book(await customer("quick"), polishAt10, later)).created).toBe(true);
    expect(await bookingRow(booking._id)).toMatchObject({ status: "cancel" });
  });
});

describe("bookings of overlapping times racing for one bay", () => {
  /** Whether some session of the database is waiting for an advisory lock now. */
  const waitingOnAdvisoryLock = async () =>
    (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'advisory'`)[0].n > 0;

  /**
   * A transaction that takes a free bay for a booking of `place` (and, given `who`, books it there), then
   * stays open, uncommitted, until `commit()`. `bayId`: the bay it took, once it has.
   */
  async function openTaking(place: Slot, who?: User) {
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let chose!: (bayId: string | null) => void;
    const choice = new Promise<string | null>((resolve) => (chose = resolve));
    const open = db.$transaction(
      async (tx) => {
        const bay = await takeFreeBay(tx, place.id);
        chose(bay?.bayId ?? null);
        if (bay && who) {
          await tx.booking.create({
            data: {
              customerId: who.id, serviceId: place.serviceId, slotId: place.id, customerName: who.firstName, amountCents: 2500, currency: "USD",
              status: "pending", holdExpiresAt: new Date(Date.now() + HOUR), bayId: bay.bayId, occupiedFrom: bay.occupiedFrom, occupiedUntil: bay.occupiedUntil,
            },
          });
        }
        await committing;
      },
      { timeout: 30_000 },
    );
    const bayId = await Promise.race([choice, open.then(() => "committed too early")]);
    return { bayId, commit: () => (commit(), open) };
  }

  it("take turns on the bay's time: the second waits for the first to commit, then takes the next bay (no deadlock to wait out)", async () => {
    const [first, second] = await bays({ name: "First" }, { name: "Second" });
    const [wash, polish] = [await service(), await service()];
    const washAt10 = await slot(wash, daysAhead(12, 10));
    const polishAt1030 = await slot(polish, new Date(daysAhead(12, 10).getTime() + 30 * MINUTE));

    // The first booking takes the first bay and stays uncommitted until the second is seen waiting.
    const firstBooking = await openTaking(washAt10, await customer("early"));
    expect(firstBooking.bayId).toBe(first.id);

    // Without the lock, the second would insert on the first bay too and wait on the first's row inside the
    // exclusion constraint's check (where two such inserts deadlock); with it, it waits before choosing.
    const secondBooking = book(await customer("late"), polishAt1030);
    const seenWaiting = Date.now() + 10_000;
    while (!(await waitingOnAdvisoryLock()) && Date.now() < seenWaiting) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await waitingOnAdvisoryLock()).toBe(true);

    await firstBooking.commit();
    const { booking } = await secondBooking;
    expect((await bookingRow(booking._id)).bayId).toBe(second.id);
    expect(await live([washAt10.id, polishAt1030.id])).toBe(2);
  });

  it("at other times of the same bay do not wait for each other", async () => {
    const [only] = await bays({ name: "The only bay" });
    const [wash, polish] = [await service(), await service()];
    const firstBay = await openTaking(await slot(wash, daysAhead(13, 10)));
    expect(firstBay.bayId).toBe(only.id);

    // The hour after is booked while the first transaction still holds its half hours of the bay.
    const { booking } = await book(await customer("next hour"), await slot(polish, daysAhead(13, 11)));
    expect((await bookingRow(booking._id)).bayId).toBe(only.id);
    await firstBay.commit();
  });
});

describe("a booking occupies one bay", () => {
  it("through its service's cleanup time, and only that long: three bays full at 12:00 with a 30-minute cleanup are full at 13:00 and free at 13:30", async () => {
    await anyBays(3);
    const buffered = await service({ duration: 60, bufferMinutes: 30 });
    const [other, another] = [await service(), await service()];
    const washing = await slot(buffered, daysAhead(9, 12), { capacity: 3 });
    const during = await slot(other, daysAhead(9, 13), { capacity: 3 });
    const after = await slot(another, new Date(daysAhead(9, 13).getTime() + 30 * MINUTE), { capacity: 3 });

    for (let i = 0; i < 3; i++) expect((await book(await customer("buffer"), washing)).created).toBe(true);

    expect(await getSlot(during.id)).toMatchObject({ capacity: 3, remaining: 0, isBooked: "booked" });
    expect(await getSlot(after.id)).toMatchObject({ capacity: 3, remaining: 3, isBooked: "available" });
    expect(await refusal(book(await customer("buffer"), during))).toEqual({ kind: "conflict", message: noFreeBay });
    expect(messages.bays.noFreeBay(messages.bays.words.bays)).toBe("No bay able to do this service is free at that time");
    expect((await book(await customer("buffer"), after)).created).toBe(true);
  });

  it("not while its hold has run out: the next booking clears such holds and takes the bay", async () => {
    await anyBays(3);
    const three = [await service(), await service(), await service()];
    const late = await service();
    const places = await Promise.all(three.map((of) => slot(of, daysAhead(9, 15))));
    const latePlace = await slot(late, daysAhead(9, 15));
    const now = new Date();
    for (const place of places) expect((await book(await customer("lapsing"), place, now)).created).toBe(true);
    expect((await getSlot(latePlace.id, now)).remaining).toBe(0);

    // The holds run out (thirty minutes later) with nobody paying.
    const later = new Date(now.getTime() + 31 * MINUTE);
    expect((await getSlot(latePlace.id, later)).remaining).toBe(1);
    expect((await book(await customer("lapsing"), latePlace, later)).created).toBe(true);
    const statuses = await db.booking.groupBy({ by: ["status"], where: { slotId: { in: places.map((place) => place.id) } }, _count: true });
    expect(statuses).toEqual([{ status: "cancel", _count: 3 }]);
  });
});

describe("an inactive bay", () => {
  it("takes nothing: a slot of capacity 2 in a shop with one active bay of two takes one booking, in the active bay", async () => {
    const [closed, open] = await bays({ name: "Closed", active: false }, { name: "Open" });
    const place = await slot(await service(), daysAhead(7, 10), { capacity: 2 });

    const { booking } = await book(await customer("ada"), place);
    expect((await bookingRow(booking._id)).bayId).toBe(open.id);
    expect(await refusal(book(await customer("bo"), place))).toEqual({ kind: "conflict", message: noFreeBay });
    expect(await db.booking.count({ where: { bayId: closed.id } })).toBe(0);
  });

  it("when it is the only one, leaves nothing to book", async () => {
    await bays({ active: false });
    const place = await slot(await service(), daysAhead(7, 12));
    expect(await refusal(book(await customer("cy"), place))).toEqual({ kind: "conflict", message: noFreeBay });
    expect(await live([place.id])).toBe(0);
  });
});

describe("a bay limited to some services", () => {
  it("takes only those", async () => {
    const [wash, polish] = [await service(), await service()];
    const [polishOnly] = await bays({ name: "Polish only", services: [polish.id] });

    expect(await refusal(book(await customer("ada"), await slot(wash, daysAhead(8, 10))))).toEqual({ kind: "conflict", message: noFreeBay });
    const { booking } = await book(await customer("bo"), await slot(polish, daysAhead(8, 10)));
    expect((await bookingRow(booking._id)).bayId).toBe(polishOnly.id);
  });
});
