import { vehicleBookingMessages } from "@/lib/messages/vehicle-booking";

type VehicleWords = { make: string; model: string; colour?: string; plate: string | null; vehicleClass?: { name: string } | null };

/** What tells a vehicle apart besides its make and model: its colour, plate and class where known ("White · DHA 1234 · SUV"). */
export function vehicleDetails(vehicle: Omit<VehicleWords, "make" | "model">): string {
  return [vehicle.colour || null, vehicle.plate, vehicle.vehicleClass?.name ?? null].filter(Boolean).join(" · ");
}

/** A customer's vehicle as the pages name it: make and model, then its details ("Toyota RAV4 · White · DHA 1234 · SUV"). */
export function vehicleLabel(vehicle: VehicleWords): string {
  return [vehicleBookingMessages.vehicleName(vehicle.make, vehicle.model), vehicleDetails(vehicle)].filter(Boolean).join(" · ");
}
