import "server-only";
import { db } from "@/lib/db";
import { csvRow, UTF8_BOM } from "@/lib/format/csv";
import { vehicleCells } from "@/lib/format/booking-items";
import { dateColumn, isoDateOf, sortableInstantIn } from "@/lib/format/time";
import { messages } from "@/lib/messages";
import { operation } from "@/lib/server/operation";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { now as clockNow } from "@/lib/server/clock";
import { bookingExportQuerySchema } from "@/lib/validation/export";
import { bookingInclude, toBookingDto } from "./booking-dto";
import { bookingRules } from "./notice";

/** Bookings read from the database at a time, while the file is written. */
const CHUNK = 500;

export type BookingExport = { filename: string; lines: AsyncIterable<string> };

/**
 * `GET /api/bookings/export` and Booking Management's 'Download CSV'
 * (admins): the bookings whose slots fall on the chosen days, by slot time,
 * as CSV (UTF-8, a header row), with every time on the shop's clock; after the
 * others, each booking's vehicle class, vehicle, plate, add-ons and total. The
 * caller and the range are checked at once; the rows are read in chunks as
 * the file is sent, so a long range never sits in memory.
 */
export const exportBookings = operation({ permission: "bookings.export", input: bookingExportQuerySchema }, async (query): Promise<BookingExport> => {
  const zone = await businessTimeZone();
  const rules = await bookingRules();
  const where = { slot: { date: { gte: dateColumn(query.from), lte: dateColumn(query.to) } } };
  // The set, and the time its statuses are told at, are fixed when the download starts; its rows
  // are read as they are written (after the request, and its clock, have gone).
  const now = clockNow();
  const ids = (await db.booking.findMany({ where, select: { id: true }, orderBy: [{ slot: { startsAt: "asc" } }, { createdAt: "asc" }, { id: "asc" }] })).map((row) => row.id);

  async function* lines(): AsyncGenerator<string> {
    // The vehicle's and add-ons' columns come after the others: a spreadsheet reading the file by position keeps working.
    yield UTF8_BOM + csvRow([...messages.bookingExport.header, ...messages.vehicleDisplay.exportColumns]);
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const rows = await db.booking.findMany({ where: { id: { in: chunk } }, include: bookingInclude });
      const byId = new Map(rows.map((row) => [row.id, row]));
      let text = "";
      for (const id of chunk) {
        const row = byId.get(id);
        if (!row) continue;
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
      yield text;
    }
  }

  return { filename: `bookings-${query.from}-to-${query.to}.csv`, lines: lines() };
});
