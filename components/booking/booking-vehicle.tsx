import { CarIcon } from "lucide-react";
import { DetailList } from "@/components/shared/detail-list";
import { formatPrice } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { accountWords } from "@/lib/server/i18n/account-words";
import { cn } from "@/lib/utils";
import { vehicleLabel } from "@/lib/format/vehicles";

/** What a booking is for, in a line: its vehicle (or class), its add-ons, its total (My Bookings' cards), in the page's language. */
export async function BookingVehicleLine({ booking, className, locale }: { booking: BookingDto; className?: string; locale: Locale }) {
  const { t, writing } = await accountWords(locale);
  const vehicle = booking.vehicle ? vehicleLabel({ ...booking.vehicle, vehicleClass: booking.vehicleClass }) : booking.vehicleClass?.name;
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)} data-testid="booking-vehicle">
      {vehicle ? (
        <span className="inline-flex items-center gap-1">
          <CarIcon className="size-4 text-muted-foreground" aria-hidden />
          <span className="sr-only">{t("vehicle.vehicle")}: </span>
          {vehicle}
        </span>
      ) : null}
      {booking.addOns.length > 0 ? (
        <span>
          <span className="text-muted-foreground">{t("vehicle.addOns")}: </span>
          {booking.addOns.map((addOn) => addOn.name).join(", ")}
        </span>
      ) : null}
      <span className="font-medium">
        <span className="text-muted-foreground font-normal">{t("vehicle.total")}: </span>
        {formatPrice(booking.total, booking.currency, writing)}
      </span>
    </p>
  );
}

/** A booking's vehicle, add-ons (each with its price) and total, label and value (the booking's page), in the page's language. */
export async function BookingVehicleFacts({ booking, locale }: { booking: BookingDto; locale: Locale }) {
  const { t, writing } = await accountWords(locale);
  const rows: [string, React.ReactNode][] = [];
  if (booking.vehicleClass) rows.push([t("vehicle.vehicleSize"), booking.vehicleClass.name]);
  if (booking.vehicle) rows.push([t("vehicle.vehicle"), vehicleLabel(booking.vehicle)]);
  for (const addOn of booking.addOns) rows.push([t("vehicle.addOnLine", { addOn: addOn.name }), formatPrice(addOn.price, booking.currency, writing)]);
  rows.push([t("vehicle.total"), <span key="total" data-testid="booking-total">{formatPrice(booking.total, booking.currency, writing)}</span>]);
  return <DetailList rows={rows} className="border-t" />;
}
