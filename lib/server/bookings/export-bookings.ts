import "server-only";
import { db } from "@/lib/db";
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

/** A booking id's length as text (a UUID). */
const ID_LENGTH = 36;

export type BookingExport = { filename: string; lines: AsyncIterable<string> };

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

/**
 * `GET /api/bookings/export` and Booking Management's 'Download CSV'
 * (admins): the bookings whose slots fall on the chosen days, by slot time,
 * as CSV (UTF-8, a header row), with every time on the shop's clock; after the
 * others, each booking's vehicle class, vehicle, plate, add-ons and total. The
 * caller and the range are checked at once, and the header row goes out
 * before anything is read. Which bookings the file holds, and their order
 * (slot time, when made, id), is then fixed in one read of their ids; their
 * rows are read a page at a time as they are written, the next page while one
 * is being sent: a long range never sits in memory, the server holds no
 * connection or transaction between pages, and a download the client leaves
 * stops at the page it was on. A booking moved meanwhile is written once, at
 * its place when the download began, as it stands when its page is read; one
 * made meanwhile is not in the file.
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
   * The bookings of a page, by id: each read whole in one statement (its customer, service, slot, class, vehicle and
   * lines), as bookingInclude reads them; in no order (the file's order is the ids').
   */
  const pageRows = (ids: string[]) =>
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
       WHERE b.id = ANY(${ids}::uuid[])`;

  /** A page of rows, as CSV text, and where it ended (null: the range is done). */
  async function page(ids: string[]): Promise<string> {
    const byId = new Map((await pageRows(ids)).map((found) => [found.id as string, found]));
    let text = "";
    for (const id of ids) {
      const found = byId.get(id);
      // Deleted since the download began.
      if (!found) continue;
      const row = bookingRowOf(found);
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
    return text;
  }

  async function* lines(): AsyncGenerator<string> {
    // The vehicle's and add-ons' columns come after the others: a spreadsheet reading the file by position keeps working.
    yield UTF8_BOM + csvRow([...messages.bookingExport.header, ...messages.vehicleDisplay.exportColumns]);
    // Which bookings, in the file's order, is fixed now, as one string of their ids (36 characters each: about 7 MB
    // for 200,000, where an array of them would take twice that); each page reads its bookings as they stand then.
    const [{ ids }] = await db.$queryRaw<{ ids: string | null }[]>`
      SELECT string_agg(b.id::text, '' ORDER BY s."startsAt", b."createdAt", b.id) AS ids
        FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
       WHERE s.date BETWEEN ${from}::date AND ${to}::date`;
    if (!ids) return;
    const count = ids.length / ID_LENGTH;
    const pageIds = (start: number) => Array.from({ length: Math.min(PAGE, count - start) }, (_, i) => ids.slice((start + i) * ID_LENGTH, (start + i + 1) * ID_LENGTH));
    let next: Promise<string> | null = page(pageIds(0));
    for (let start = 0; next; start += PAGE) {
      const text: string = await next;
      // The next page is read while this one is sent; a client that leaves ends this loop at the yield (its read is let go).
      next = start + PAGE < count ? page(pageIds(start + PAGE)) : null;
      next?.catch(() => undefined);
      if (text) yield text;
    }
  }

  return { filename: `bookings-${query.from}-to-${query.to}.csv`, lines: lines() };
});
