import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { csvRow, UTF8_BOM } from "@/lib/format/csv";
import { vehicleCells } from "@/lib/format/booking-items";
import { isoDateOf, sortableInstantIn } from "@/lib/format/time";
import { messages } from "@/lib/messages";
import { operation } from "@/lib/server/operation";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { now as clockNow } from "@/lib/server/clock";
import { bookingExportQuerySchema } from "@/lib/validation/export";
import { toBookingDto, type BookingRow } from "./booking-dto";
import { bookingRules } from "./notice";

/** Bookings read from the database at a time, while the file is written. */
const PAGE = 500;

export type BookingExport = { filename: string; lines: AsyncIterable<string> };

/** An instant as SQL: its ISO text (UTC), cast, whatever the connection's time zone. */
const instant = (at: Date) => Prisma.sql`${at.toISOString()}::timestamptz`;

/** A row of the page's statement: the booking's own columns, each relation's as "relation.column", its lines as JSON. */
type PageRow = Record<string, unknown> & { items: BookingRow["items"] | null };

/** The relations bookingInclude loads, and the columns of each that the page's statement reads. */
const RELATIONS = ["slot", "customer", "service", "vehicleClass", "vehicle"] as const;

/** BookingStatus's values as PostgreSQL stores them, where Prisma names them otherwise (`no_show` is 'no-show'). */
const STATUS_OF_COLUMN: Record<string, string> = { "no-show": "no_show" };

/**
 * A page's row as bookingInclude reads it (BookingRow): the booking's columns, each relation an object of
 * its own (null for a booking without a class or vehicle), the lines in their order.
 */
function bookingRowOf(row: PageRow): BookingRow {
  const booking: Record<string, unknown> = {};
  const related: Record<string, Record<string, unknown>> = {};
  for (const [column, value] of Object.entries(row)) {
    const dot = column.indexOf(".");
    if (dot < 0) booking[column] = value;
    else (related[column.slice(0, dot)] ??= {})[column.slice(dot + 1)] = value;
  }
  for (const relation of RELATIONS) booking[relation] = related[relation]?.id == null ? null : related[relation];
  booking.status = STATUS_OF_COLUMN[booking.status as string] ?? booking.status;
  booking.items = (typeof row.items === "string" ? JSON.parse(row.items) : row.items) ?? [];
  return booking as unknown as BookingRow;
}

/** Where a page ends in the file's order (its slot's start, when it was made, its id): the next page starts after it. */
type Position = { startsAt: Date; createdAt: Date; id: string };

/**
 * `GET /api/bookings/export` and Booking Management's 'Download CSV'
 * (admins): the bookings whose slots fall on the chosen days, by slot time,
 * as CSV (UTF-8, a header row), with every time on the shop's clock; after the
 * others, each booking's vehicle class, vehicle, plate, add-ons and total. The
 * caller and the range are checked at once, and the header row goes out
 * before anything is read. The rows are then read a page at a time, each page
 * after the last one's position in the file's order (slot time, when made,
 * id: keyset pagination along the slots' start index), and the next page is
 * read while one is being sent: a long range never sits in memory, the server
 * holds no connection or transaction between pages, and a download the client
 * leaves stops at the page it was on. Each page is read as it stands when it
 * is read: a booking made meanwhile for a day not yet written is in the file,
 * one moved meanwhile is written where its page finds it.
 */
export const exportBookings = operation({ permission: "bookings.export", input: bookingExportQuerySchema }, async (query): Promise<BookingExport> => {
  const zone = await businessTimeZone();
  const rules = await bookingRules();
  // The time its statuses are told at is fixed when the download starts; its rows are read as
  // they are written (after the request, and its clock, have gone).
  const now = clockNow();
  const from = query.from;
  const to = query.to;

  /**
   * The page of the range after `after` (from the first without it): PAGE bookings in the file's order, each
   * read whole in one statement (its customer, service, slot, class, vehicle and lines), as bookingInclude reads them.
   */
  const pageRows = (bounds: { first: Date; last: Date }, after: Position | null) =>
    db.$queryRaw<PageRow[]>`
      SELECT b.*,
             s.id AS "slot.id", s."serviceId" AS "slot.serviceId", s.date AS "slot.date", s."startTime" AS "slot.startTime", s."endTime" AS "slot.endTime",
             s."startsAt" AS "slot.startsAt", s."endsAt" AS "slot.endsAt", s.capacity AS "slot.capacity", s.status::text AS "slot.status", s."heldUntil" AS "slot.heldUntil",
             s."walkIn" AS "slot.walkIn", s."createdAt" AS "slot.createdAt", s."updatedAt" AS "slot.updatedAt",
             c.id AS "customer.id", c."firstName" AS "customer.firstName", c."lastName" AS "customer.lastName", c.email AS "customer.email", c.phone AS "customer.phone",
             v.id AS "service.id", v.name AS "service.name", v.duration AS "service.duration", v."priceCents" AS "service.priceCents", v."isDeleted" AS "service.isDeleted",
             vc.id AS "vehicleClass.id", vc.name AS "vehicleClass.name",
             ve.id AS "vehicle.id", ve.make AS "vehicle.make", ve.model AS "vehicle.model", ve.colour AS "vehicle.colour", ve.plate AS "vehicle.plate",
             (SELECT json_agg(json_build_object('kind', i.kind, 'addOnId', i."addOnId", 'name', i.name, 'priceCents', i."priceCents", 'minutes', i.minutes) ORDER BY i.position)
                FROM "BookingItem" i WHERE i."bookingId" = b.id) AS items
        FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" JOIN "User" c ON c.id = b."customerId" JOIN "Service" v ON v.id = b."serviceId"
        LEFT JOIN "VehicleClass" vc ON vc.id = b."vehicleClassId" LEFT JOIN "Vehicle" ve ON ve.id = b."vehicleId"
       WHERE s.date BETWEEN ${from}::date AND ${to}::date AND s."startsAt" BETWEEN ${instant(bounds.first)} AND ${instant(bounds.last)}
         ${after ? Prisma.sql`AND s."startsAt" >= ${instant(after.startsAt)} AND (s."startsAt", b."createdAt", b.id) > (${instant(after.startsAt)}, ${instant(after.createdAt)}, ${after.id}::uuid)` : Prisma.empty}
       ORDER BY s."startsAt", b."createdAt", b.id
       LIMIT ${PAGE}`;

  /** A page of rows, as CSV text, and where it ended (null: the range is done). */
  async function page(bounds: { first: Date; last: Date }, after: Position | null): Promise<{ text: string; last: Position | null }> {
    const rows = (await pageRows(bounds, after)).map(bookingRowOf);
    let text = "";
    for (const row of rows) {
      const booking = toBookingDto(row, now, rules);
      text += csvRow([
        booking._id,
        sortableInstantIn(row.createdAt, zone),
        isoDateOf(row.slot.date),
        row.slot.startTime,
        row.slot.endTime,
        zone,
        booking.service.name,
        `${booking.customer.firstName} ${booking.customer.lastName}`.trim(),
        booking.name,
        booking.customer.email ?? "",
        booking.customer.phone,
        booking.status,
        booking.payment,
        booking.amount,
        booking.currency.toUpperCase(),
        row.paidAt ? sortableInstantIn(row.paidAt, zone) : "",
        booking.reference,
        booking.refundByHand ? booking.amount : "",
        booking.manualRefund?.amount ?? "",
        booking.manualRefund?.method ?? "",
        booking.manualRefund?.note ?? "",
        booking.manualRefund ? sortableInstantIn(booking.manualRefund.at, zone) : "",
        ...vehicleCells(row),
      ]);
    }
    const last = rows.at(-1);
    return { text, last: rows.length === PAGE && last ? { startsAt: last.slot.startsAt, createdAt: last.createdAt, id: last.id } : null };
  }

  async function* lines(): AsyncGenerator<string> {
    // The vehicle's and add-ons' columns come after the others: a spreadsheet reading the file by position keeps working.
    yield UTF8_BOM + csvRow([...messages.bookingExport.header, ...messages.vehicleDisplay.exportColumns]);
    // The first and last slot start of the days: the pages walk the slots' start index between them.
    const [bounds] = await db.$queryRaw<{ first: Date | null; last: Date | null }[]>`
      SELECT min("startsAt") AS first, max("startsAt") AS last FROM "Slot" WHERE date BETWEEN ${from}::date AND ${to}::date`;
    if (!bounds?.first || !bounds.last) return;
    const range = { first: bounds.first, last: bounds.last };
    let next: Promise<{ text: string; last: Position | null }> | null = page(range, null);
    while (next) {
      const current: { text: string; last: Position | null } = await next;
      // The next page is read while this one is sent; a client that leaves ends this loop at the yield (its read is let go).
      next = current.last ? page(range, current.last) : null;
      next?.catch(() => undefined);
      if (current.text) yield current.text;
    }
  }

  return { filename: `bookings-${query.from}-to-${query.to}.csv`, lines: lines() };
});
