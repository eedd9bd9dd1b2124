"use client";

import { DetailList } from "@/components/shared/detail-list";
import { useWriting } from "@/components/admin/slot-words";
import { useSection } from "@/components/providers/section-words-context";
import { describeMinutes } from "@/lib/format/duration";
import { formatPrice } from "@/lib/format/money";
import { formatClock } from "@/lib/format/time";
import { vehicleDisplayMessages } from "@/lib/messages/vehicle-display";
import { vehiclesMessages } from "@/lib/messages/vehicles";

/**
 * The words of a booking's vehicle in Booking Management (components/admin/booking-vehicle.tsx), in the
 * admin's language: the server works out what to show, these say it, and write its prices and lengths as
 * the page's language does.
 */

/** "Vehicle: ", for screen readers, before a booking's vehicle line. */
export function VehicleLineLabel() {
  const text = useSection(vehicleDisplayMessages, "vehicleDisplay");
  return <span className="sr-only">{text.vehicle}: </span>;
}

/** What BookingVehicleFacts shows, worked out on the server (amounts in the booking's currency, whole units). */
export type VehicleFacts = {
  vehicleClass: string | null;
  car: string;
  plate: string | null;
  /** Its real time, when its class or add-ons move its end from its slot's. */
  visit: { start: string; end: string; minutes: number } | null;
  service: string;
  serviceAmount: number;
  addOns: { key: string; name: string; price: number }[];
  total: number;
  currency: string;
};

/** A booking's vehicle and what was booked, with its total (BookingVehicleFacts). */
export function BookingVehicleFactsView({ facts }: { facts: VehicleFacts }) {
  const text = useSection(vehicleDisplayMessages, "vehicleDisplay");
  const vehiclesText = useSection(vehiclesMessages, "vehicles");
  const writing = useWriting();
  const price = (amount: number) => formatPrice(amount, facts.currency, writing);
  const rows: [string, React.ReactNode][] = [];
  if (facts.vehicleClass) rows.push([text.vehicleClass, facts.vehicleClass]);
  if (facts.car) rows.push([text.vehicle, facts.car]);
  if (facts.plate) rows.push([text.plate, <span key="plate" className="font-mono tracking-wide">{facts.plate}</span>]);
  if (facts.visit) rows.push([text.visit, text.visitTime(formatClock(facts.visit.start, writing), formatClock(facts.visit.end, writing), describeMinutes(facts.visit.minutes, writing))]);
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
            <td className="py-2 pr-4">{facts.service}</td>
            <td className="py-2 text-right tabular-nums">{price(facts.serviceAmount)}</td>
          </tr>
          {facts.addOns.map((addOn) => (
            <tr key={addOn.key} data-testid="booking-add-on">
              <td className="py-2 pr-4">{vehiclesText.addOnLine(addOn.name)}</td>
              <td className="py-2 text-right tabular-nums">{price(addOn.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2">
          <tr>
            <th scope="row" className="py-2 pr-4 text-left">
              {text.total}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{price(facts.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
