import { DetailList } from "@/components/shared/detail-list";
import { describeMinutes } from "@/lib/format/duration";
import { formatPrice } from "@/lib/format/money";
import { vehicleName } from "@/lib/format/vehicles";
import { vehicleDisplayMessages as text } from "@/lib/messages/vehicle-display";
import { vehiclesMessages } from "@/lib/messages/vehicles";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";

/** A booking's class and plate in one line, for a row or card of Booking Management ('SUV / Crossover · DHA 12 345'). */
export function BookingVehicleLine({ booking }: { booking: Pick<BookingDto, "vehicleClass" | "vehicle"> }) {
  const line = text.vehicleLine([booking.vehicleClass?.name ?? "", booking.vehicle?.plate ?? ""]);
  if (!line) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="booking-vehicle">
      <span className="sr-only">{text.vehicle}: </span>
      {line}
    </p>
  );
}

/**
 * A booking's vehicle and what was booked, on its page in Booking Management: the class, the car and
 * its plate, its real time when that is not its slot's, then the lines (the service at its class's
 * price, each add-on at its own) and the total.
 */
export function BookingVehicleFacts({ booking }: { booking: BookingDto }) {
  const addOnsTotal = booking.addOns.reduce((sum, addOn) => sum + addOn.price, 0);
  // The service's line is what the add-ons leave of the total (both as booked).
  const serviceAmount = Math.round((booking.total - addOnsTotal) * 100) / 100;
  const rows: [string, React.ReactNode][] = [];
  if (booking.vehicleClass) rows.push([text.vehicleClass, booking.vehicleClass.name]);
  const car = vehicleName(booking.vehicle);
  if (car) rows.push([text.vehicle, car]);
  if (booking.vehicle?.plate) rows.push([text.plate, <span key="plate" className="font-mono tracking-wide">{booking.vehicle.plate}</span>]);
  // Its real time, when its class or add-ons move its end from its slot's (kept as booked, even once moved).
  if (booking.endsAt !== booking.slot.endsAt) {
    const minutes = Math.round((Date.parse(booking.endsAt) - Date.parse(booking.slot.startsAt)) / 60_000);
    rows.push([text.visit, text.visitTime(booking.slot.startTime, booking.endTime, describeMinutes(minutes))]);
  }
  return (
    <section aria-labelledby="booking-lines-heading" className="grid gap-2" data-testid="booking-vehicle-facts">
      {rows.length > 0 ? <DetailList rows={rows} /> : null}
      <h2 id="booking-lines-heading" className="pt-2 text-sm font-semibold">
        {text.lines}
      </h2>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{text.item}</th>
            <th scope="col">{text.price}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          <tr>
            <td className="py-2 pr-4">{booking.service.name}</td>
            <td className="py-2 text-right tabular-nums">{formatPrice(serviceAmount, booking.currency)}</td>
          </tr>
          {booking.addOns.map((addOn, index) => (
            <tr key={`${addOn._id ?? "gone"}-${index}`} data-testid="booking-add-on">
              <td className="py-2 pr-4">{vehiclesMessages.addOnLine(addOn.name)}</td>
              <td className="py-2 text-right tabular-nums">{formatPrice(addOn.price, booking.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2">
          <tr>
            <th scope="row" className="py-2 pr-4 text-left">
              {text.total}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{formatPrice(booking.total, booking.currency)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
