import { vehicleBookingMessages } from "@/lib/messages/vehicle-booking";
import { vehicleDisplayMessages as text } from "@/lib/messages/vehicle-display";

/**
 * A customer's vehicle as people read it (docs/vehicles.md), in one place for
 * the pages, the emails, the calendar file and the CSV. Pure.
 */

type VehicleWords = { make: string; model: string; colour?: string; plate: string | null; vehicleClass?: { name: string } | null };

/** The car in one line, its colour after a comma ('Toyota RAV4, blue'), or '' without one: the staff's pages, emails and CSV. */
export const vehicleName = (vehicle: { make: string; model: string; colour: string } | null) => (vehicle ? text.makeModel(vehicle.make, vehicle.model, vehicle.colour) : "");

/** What tells a vehicle apart besides its make and model: its colour, plate and class where known ("White · DHA 1234 · SUV"). */
export function vehicleDetails(vehicle: Omit<VehicleWords, "make" | "model">): string {
  return [vehicle.colour || null, vehicle.plate, vehicle.vehicleClass?.name ?? null].filter(Boolean).join(" · ");
}

/** A customer's vehicle as their own pages name it: make and model, then its details ("Toyota RAV4 · White · DHA 1234 · SUV"). */
export function vehicleLabel(vehicle: VehicleWords): string {
  return [vehicleBookingMessages.vehicleName(vehicle.make, vehicle.model), vehicleDetails(vehicle)].filter(Boolean).join(" · ");
}
