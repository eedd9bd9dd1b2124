import { BookingVehicleFactsView, VehicleLineLabel } from "@/components/admin/booking-vehicle-view";
import { vehicleName } from "@/lib/format/vehicles";
import { vehicleDisplayMessages as text } from "@/lib/messages/vehicle-display";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";

/** A booking's class and plate in one line, for a row or card of Booking Management ('SUV / Crossover · DHA 12 345'). */
export function BookingVehicleLine({ booking }: { booking: Pick<BookingDto, "vehicleClass" | "vehicle"> }) {
  const line = text.vehicleLine([booking.vehicleClass?.name ?? "", booking.vehicle?.plate ?? ""]);
  if (!line) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="booking-vehicle">
      <VehicleLineLabel />
      {line}
    </p>
  );
}

/**
 * A booking's vehicle and what was booked, on its page in Booking Management: the class, the car and
 * its plate, its real time when that is not its slot's, then the lines (the service at its class's
 * price, each add-on at its own) and the total. In the admin's language (booking-vehicle-view.tsx
 * says it); only what it shows goes to the browser.
 */
export function BookingVehicleFacts({ booking }: { booking: BookingDto }) {
  const addOnsTotal = booking.addOns.reduce((sum, addOn) => sum + addOn.price, 0);
  // The service's line is what the add-ons leave of the total (both as booked).
  const serviceAmount = Math.round((booking.total - addOnsTotal) * 100) / 100;
  // Its real time, when its class or add-ons move its end from its slot's (kept as booked, even once moved).
  const visit =
    booking.endsAt !== booking.slot.endsAt
      ? { start: booking.slot.startTime, end: booking.endTime, minutes: Math.round((Date.parse(booking.endsAt) - Date.parse(booking.slot.startsAt)) / 60_000) }
      : null;
  return (
    <BookingVehicleFactsView
      facts={{
        vehicleClass: booking.vehicleClass?.name ?? null,
        car: vehicleName(booking.vehicle),
        plate: booking.vehicle?.plate ?? null,
        visit,
        service: booking.service.name,
        serviceAmount,
        addOns: booking.addOns.map((addOn, index) => ({ key: `${addOn._id ?? "gone"}-${index}`, name: addOn.name, price: addOn.price })),
        total: booking.total,
        currency: booking.currency,
      }}
    />
  );
}
