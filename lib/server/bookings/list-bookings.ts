import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { now as clockNow } from "@/lib/server/clock";
import { operation } from "@/lib/server/operation";
import { dateColumn } from "@/lib/format/time";
import { escapeLike } from "@/lib/server/database/like";
import { customerSearch, plateSearchKey, type CustomerSearch } from "@/lib/validation/customer-search";
import { bookingListQuerySchema, myBookingsQuerySchema, type BookingListQuery, type BookingMoneyState, type BookingSort } from "@/lib/validation/booking";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { bookingStatusWhere } from "./booking-status";
import { bookingRules } from "./notice";

/**
 * `GET /api/my-bookings` and My Bookings: the caller's own bookings,
 * optionally by payment and (wire) status. Slots still to come first, the
 * soonest on top; then those that have ended, the latest first.
 */
export const listMyBookings = operation({ permission: "bookings.listOwn", input: myBookingsQuerySchema }, async (query, customer): Promise<BookingDto[]> => {
  const now = clockNow();
  const rules = await bookingRules();
  const where: Prisma.BookingWhereInput = {
    customerId: customer.id,
    ...(query.payment && { payment: query.payment }),
    ...(query.status && bookingStatusWhere(query.status, now, rules.settleGraceHours)),
  };
  const bookings = await db.booking.findMany({ where, include: bookingInclude, orderBy: [{ slot: { startsAt: "asc" } }, { createdAt: "desc" }] });
  const ahead = bookings.filter((booking) => booking.slot.endsAt > now);
  const ended = bookings.filter((booking) => booking.slot.endsAt <= now).reverse();
  return [...ahead, ...ended].map((booking) => toBookingDto(booking, now, rules));
});

/**
 * By slot time: the slot's date and start as the booking carries them (slotDate, slotStartsAt, kept by
 * PostgreSQL from the slot), with no join to the slots. The date first (a slot's date is the shop's
 * day of its start, so the order is the same): a range of dates is then read in this order from one
 * index, (slotDate, slotStartsAt), the first page without sorting the range.
 */
const BOOKING_ORDER: Record<BookingSort, Prisma.BookingOrderByWithRelationInput[]> = {
  slot: [{ slotDate: "asc" }, { slotStartsAt: "asc" }, { createdAt: "asc" }, { id: "asc" }],
  "-slot": [{ slotDate: "desc" }, { slotStartsAt: "desc" }, { createdAt: "desc" }, { id: "asc" }],
  createdAt: [{ createdAt: "asc" }, { id: "asc" }],
  "-createdAt": [{ createdAt: "desc" }, { id: "asc" }],
};

/** The bookings in a state of their money (Booking Management's `money` filter), as a database condition. */
export function moneyWhere(state: BookingMoneyState): Prisma.BookingWhereInput {
  // Standing: confirmed or completed (a no-show or a cancelled booking is owed nothing more).
  const standing: Prisma.BookingWhereInput = { status: { in: ["confirm", "complete"] } };
  switch (state) {
    case "paid":
      return { payment: "paid", OR: [{ amountDueAtShopCents: 0 }, { paidAtShopAt: { not: null } }] };
    case "deposit-paid":
      return { payment: "paid", amountDueAtShopCents: { gt: 0 }, NOT: { amountDueOnlineCents: 0 }, paidAtShopAt: null };
    case "due-at-shop":
      return { ...standing, amountDueAtShopCents: { gt: 0 }, paidAtShopAt: null, OR: [{ payment: "paid" }, { amountDueOnlineCents: 0 }] };
    case "refunded":
      return { payment: "refunded" };
    case "mismatch":
      // Being refunded for it, or refunded for it already.
      return { OR: [{ refundDue: "payment-mismatch" }, { events: { some: { type: "booking.refunded", payload: { path: ["cause"], equals: "payment-mismatch" } } } }] };
  }
}

/** The conditions of a Booking Management query other than its search, as database conditions. */
function bookingFilters(query: BookingListQuery, now: Date, settleGraceHours: number): Prisma.BookingWhereInput[] {
  const conditions: Prisma.BookingWhereInput[] = [];
  // The slots' dates as the bookings carry them (slotDate, kept by PostgreSQL from the slot): served by the bookings' own index.
  if (query.from || query.to) conditions.push({ slotDate: { ...(query.from && { gte: dateColumn(query.from) }), ...(query.to && { lte: dateColumn(query.to) }) } });
  if (query.status) conditions.push(bookingStatusWhere(query.status, now, settleGraceHours));
  if (query.payment) conditions.push({ payment: query.payment });
  if (query.money) conditions.push(moneyWhere(query.money));
  return conditions;
}

/** At most this many customers or vehicles found by a search are named to the bookings' query by their ids. */
const SEARCH_KEYS = 500;

/** The customers and vehicles a search holds, by id. */
type SearchKeys = { customerIds: string[]; vehicleIds: string[] };

/**
 * A search's customers and vehicles, found first, each by its own indexes (the trigram indexes on
 * the names, email, phone digits and plate), to be named to the bookings' query by id: PostgreSQL
 * then joins each part of the search with an index of its own (the name given, the reference, the
 * customer's bookings, the vehicle's bookings) instead of reading every booking with its customer
 * and vehicle to test the search on each. The same bookings either way; null for a term so common
 * that more than SEARCH_KEYS customers or vehicles hold it (the joined condition then).
 */
async function searchKeys(searchTerm: string): Promise<SearchKeys | null> {
  const search = customerSearch(searchTerm);
  const plate = plateSearchKey(searchTerm);
  const [customers, vehicles] = await Promise.all([
    customersFound(search, SEARCH_KEYS + 1),
    plate ? db.vehicle.findMany({ where: plateWhere(plate), select: { id: true }, take: SEARCH_KEYS + 1 }) : [],
  ]);
  if (customers.length > SEARCH_KEYS || vehicles.length > SEARCH_KEYS) return null;
  return { customerIds: customers.map((customer) => customer.id), vehicleIds: vehicles.map((vehicle) => vehicle.id) };
}

/**
 * Up to `limit` of the customers a search finds: those customerSearchWhere finds. A phone number typed
 * in part is looked for through the index of the runs of four digits each customer's phone holds
 * (User_phoneDigits_runs_idx: every run of the number typed must be among them, then the digits are
 * matched whole), apart from the names and email: the phone's trigram index finds every phone of a
 * country's mobile prefix holding most of a number's trigrams (a thousand candidates for a hundred
 * customers at a busy shop, 2 to 3 ms of the database's time against 0.7).
 */
async function customersFound(search: CustomerSearch, limit: number): Promise<{ id: string }[]> {
  if (!search.phoneDigits) return db.user.findMany({ where: customerSearchWhere(search), select: { id: true }, take: limit });
  const text = `%${escapeLike(search.words)}%`;
  return db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "User" WHERE "searchName" ILIKE ${text} OR email ILIKE ${text}
    UNION
    SELECT id FROM "User" WHERE phone_digit_runs("phoneDigits") @> phone_digit_runs(${search.phoneDigits}) AND "phoneDigits" LIKE ${`%${escapeLike(search.phoneDigits)}%`}
    LIMIT ${limit}`;
}

/**
 * A page of a search named by its keys, in the order the bookings were made (Booking Management's
 * default), with no other condition: its bookings' ids, each part of the search read in that order
 * from an index of its own, only as far as the page goes (each customer's bookings by (customerId,
 * createdAt), each vehicle's, the name given, the reference). Left to the whole condition, the
 * planner walks every booking newest first testing each against the search: the whole table when
 * the customers found booked long ago.
 */
async function searchPageIds(searchTerm: string, keys: SearchKeys, sort: "createdAt" | "-createdAt", skip: number, take: number): Promise<string[]> {
  const search = customerSearch(searchTerm);
  const plate = plateSearchKey(searchTerm);
  const upTo = skip + take;
  const order = sort === "-createdAt" ? Prisma.sql`"createdAt" DESC, id ASC` : Prisma.sql`"createdAt" ASC, id ASC`;
  const parts = [Prisma.sql`(SELECT id, "createdAt" FROM "Booking" WHERE "customerName" ILIKE ${`%${escapeLike(search.words)}%`} ORDER BY ${order} LIMIT ${upTo})`];
  if (search.reference) parts.push(Prisma.sql`(SELECT id, "createdAt" FROM "Booking" WHERE reference = ${search.reference})`);
  const each = (column: Prisma.Sql, ids: string[]) =>
    Prisma.sql`(SELECT b.id, b."createdAt" FROM unnest(${ids}::uuid[]) AS k(id) CROSS JOIN LATERAL (SELECT id, "createdAt" FROM "Booking" WHERE ${column} = k.id ORDER BY ${order} LIMIT ${upTo}) b)`;
  if (keys.customerIds.length) parts.push(each(Prisma.sql`"customerId"`, keys.customerIds));
  if (plate && keys.vehicleIds.length) parts.push(each(Prisma.sql`"vehicleId"`, keys.vehicleIds));
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM (${Prisma.join(parts, " UNION ")}) AS found ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`;
  return rows.map((row) => row.id);
}

/**
 * How many bookings a search named by its keys finds: its customers' bookings (counted from their
 * index alone) and, apart from those, the rest of the search's (the name given, the reference, the
 * vehicles'), instead of testing the whole condition on every booking any part finds.
 */
async function countSearch(filters: Prisma.BookingWhereInput[], searchTerm: string, keys: SearchKeys): Promise<number> {
  const [theirs, others] = await Promise.all([
    db.booking.count({ where: { AND: [...filters, { customerId: { in: keys.customerIds } }] } }),
    db.booking.count({ where: { AND: [...filters, bookingSearchWhere(searchTerm, { customerIds: [], vehicleIds: keys.vehicleIds }), { customerId: { notIn: keys.customerIds } }] } }),
  ]);
  return theirs + others;
}

/** The vehicles whose plate holds a search's plate key (its trigram index). */
const plateWhere = (plate: string): Prisma.VehicleWhereInput => ({ plateKey: { contains: escapeLike(plate), mode: "insensitive" } });

/**
 * The bookings a search finds: by the name given at checkout, the reference, the customer's full
 * name (either order), email or phone however typed (customerSearch), or its vehicle's plate however
 * spaced (plateSearchKey). Each part is served by an index: the trigram indexes on the names, email,
 * the phone's digits and the plate, the reference's unique index. With `found`, the customers and
 * vehicles the search holds, already looked up, are named by their ids instead.
 */
export function bookingSearchWhere(searchTerm: string, found?: { customerIds: string[]; vehicleIds: string[] }): Prisma.BookingWhereInput {
  const search = customerSearch(searchTerm);
  const plate = plateSearchKey(searchTerm);
  const byCustomer: Prisma.BookingWhereInput[] = found ? (found.customerIds.length ? [{ customerId: { in: found.customerIds } }] : []) : [{ customer: customerSearchWhere(search) }];
  const byVehicle: Prisma.BookingWhereInput[] = !plate ? [] : found ? (found.vehicleIds.length ? [{ vehicleId: { in: found.vehicleIds } }] : []) : [{ vehicle: plateWhere(plate) }];
  return {
    OR: [
      { customerName: { contains: escapeLike(search.words), mode: "insensitive" } },
      ...(search.reference ? [{ reference: search.reference }] : []),
      ...byCustomer,
      ...byVehicle,
    ],
  };
}

/** The customers a search finds: full name (either order), email, or phone however typed. */
export function customerSearchWhere(search: CustomerSearch): Prisma.UserWhereInput {
  const text = { contains: escapeLike(search.words), mode: "insensitive" as const };
  return { OR: [{ searchName: text }, { email: text }, ...(search.phoneDigits ? [{ phoneDigits: { contains: search.phoneDigits } }] : [])] };
}

/**
 * `GET /api/bookings` and Booking Management (admin): bookings by the slots'
 * dates, status, payment and customer, in the order asked (by default the
 * most recently made first).
 */
export const listBookings = operation({ permission: "bookings.manage", input: bookingListQuerySchema }, async (query): Promise<{ bookings: BookingDto[]; total: number }> => {
  const now = clockNow();
  const rules = await bookingRules();
  const filters = bookingFilters(query, now, rules.settleGraceHours);
  const keys = query.searchTerm ? await searchKeys(query.searchTerm) : null;
  const where: Prisma.BookingWhereInput = { AND: [...filters, ...(query.searchTerm ? [bookingSearchWhere(query.searchTerm, keys ?? undefined)] : [])] };
  const skip = (query.page - 1) * query.limit;
  const sort = query.sort;
  const page = async () => {
    if (query.searchTerm && keys && !filters.length && (sort === "createdAt" || sort === "-createdAt")) {
      const ids = await searchPageIds(query.searchTerm, keys, sort, skip, query.limit);
      return db.booking.findMany({ where: { id: { in: ids } }, include: bookingInclude, orderBy: BOOKING_ORDER[sort] });
    }
    return db.booking.findMany({ where, include: bookingInclude, orderBy: BOOKING_ORDER[sort], skip, take: query.limit });
  };
  const [bookings, total] = await Promise.all([
    page(),
    query.searchTerm && keys?.customerIds.length ? countSearch(filters, query.searchTerm, keys) : db.booking.count({ where }),
  ]);
  return { bookings: bookings.map((booking) => toBookingDto(booking, now, rules)), total };
});

/**
 * The header's 'Next Slot' countdown: the customer's paid, confirmed booking
 * whose slot has not ended yet (one running now counts), the soonest first.
 */
export async function nextBookedSlot(customerId: string, now = clockNow()): Promise<{ startsAt: string; endsAt: string } | null> {
  const booking = await db.booking.findFirst({
    where: { customerId, payment: "paid", status: "confirm", slot: { endsAt: { gt: now } } },
    orderBy: { slot: { startsAt: "asc" } },
    select: { slot: { select: { startsAt: true, endsAt: true } } },
  });
  return booking ? { startsAt: booking.slot.startsAt.toISOString(), endsAt: booking.slot.endsAt.toISOString() } : null;
}
