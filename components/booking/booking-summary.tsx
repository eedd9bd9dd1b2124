import { messages } from "@/lib/messages";
import { formatPrice } from "@/lib/money";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { formatDisplayDate } from "@/lib/time";

const b = messages.booking;

/** Service, date, time and amount of one booking, as a definition list. */
export function BookingSummary({ booking }: { booking: BookingDto }) {
  const rows: [string, string][] = [
    [b.service, booking.service.name],
    [b.date, formatDisplayDate(booking.slot.date)],
    [b.time, `${booking.slot.startTime} to ${booking.slot.endTime}`],
    [b.total, formatPrice(booking.amount)],
  ];
  return (
    <dl className="divide-y rounded-lg border px-4">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
