import { DetailList } from "@/components/shared/detail-list";
import { bookingMessages } from "@/lib/messages/booking";
import { formatPrice } from "@/lib/format/money";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { formatDisplayDate } from "@/lib/format/time";

const bookingText = bookingMessages;

/** Service, date, time and amount of one booking, and its reference. */
export function BookingSummary({ booking }: { booking: BookingDto }) {
  return (
    <DetailList
      className="rounded-lg border px-4"
      rows={[
        [bookingText.service, booking.service.name],
        [bookingText.date, formatDisplayDate(booking.slot.date)],
        [bookingText.time, `${booking.slot.startTime} to ${booking.endTime}`],
        [bookingText.total, formatPrice(booking.amount, booking.currency)],
        [bookingText.reference, <span key="reference" className="font-mono font-semibold tracking-wide">{booking.reference}</span>],
      ]}
    />
  );
}
