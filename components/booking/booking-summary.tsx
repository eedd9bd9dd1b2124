import { DetailList } from "@/components/shared/detail-list";
import { formatPrice } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { formatClock, formatDisplayDate } from "@/lib/format/time";
import { pageWriting } from "@/lib/server/bookings/checkout-words";

/** Service, date, time and amount of one booking, and its reference, in the page's language. */
export async function BookingSummary({ booking, locale }: { booking: BookingDto; locale: Locale }) {
  const [t, writing] = await Promise.all([pageTranslator(locale, "booking"), pageWriting(locale)]);
  return (
    <DetailList
      className="rounded-lg border px-4"
      rows={[
        [t("details.service"), booking.service.name],
        [t("details.date"), formatDisplayDate(booking.slot.date, writing)],
        [t("details.time"), t("details.timeRange", { start: formatClock(booking.slot.startTime, writing), end: formatClock(booking.endTime, writing) })],
        [t("details.total"), formatPrice(booking.amount, booking.currency, writing)],
        [t("details.reference"), <span key="reference" className="font-mono font-semibold tracking-wide">{booking.reference}</span>],
      ]}
    />
  );
}
