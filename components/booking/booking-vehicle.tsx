import { CarIcon } from "lucide-react";
import { DetailList } from "@/components/shared/detail-list";
import { formatPrice } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { cn } from "@/lib/utils";
import { vehicleLabel } from "@/lib/format/vehicles";

const vehicleBookingText = messages.vehicleBooking;

/** What a booking is for, in a line: its vehicle (or class), its add-ons, its total (My Bookings' cards). */
export function BookingVehicleLine({ booking, className }: { booking: BookingDto; className?: string }) {
  const vehicle = booking.vehicle ? vehicleLabel({ ...booking.vehicle, vehicleClass: booking.vehicleClass }) : booking.vehicleClass?.name;
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)} data-testid="booking-vehicle">
      {vehicle ? (
        <span className="inline-flex items-center gap-1">
          <CarIcon className="size-4 text-muted-foreground" aria-hidden />
          <span className="sr-only">{vehicleBookingText.vehicle}: </span>
          {vehicle}
        </span>
      ) : null}
      {booking.addOns.length > 0 ? (
        <span>
          <span className="text-muted-foreground">{vehicleBookingText.addOns}: </span>
          {booking.addOns.map((addOn) => addOn.name).join(", ")}
        </span>
      ) : null}
      <span className="font-medium">
        <span className="text-muted-foreground font-normal">{vehicleBookingText.total}: </span>
        {formatPrice(booking.total, booking.currency)}
      </span>
    </p>
  );
}

/** A booking's vehicle, add-ons (each with its price) and total, label and value (the booking's page). */
export function BookingVehicleFacts({ booking }: { booking: BookingDto }) {
  const rows: [string, React.ReactNode][] = [];
  if (booking.vehicleClass) rows.push([vehicleBookingText.vehicleSize, booking.vehicleClass.name]);
  if (booking.vehicle) rows.push([vehicleBookingText.vehicle, vehicleLabel(booking.vehicle)]);
  for (const addOn of booking.addOns) rows.push([messages.vehicles.addOnLine(addOn.name), formatPrice(addOn.price, booking.currency)]);
  rows.push([vehicleBookingText.total, <span key="total" data-testid="booking-total">{formatPrice(booking.total, booking.currency)}</span>]);
  return <DetailList rows={rows} className="border-t" />;
}
