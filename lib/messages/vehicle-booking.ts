import { remembering } from "./said";
/** Booking for a vehicle: the checkout's lines (docs/vehicles.md). The service page's choice is in the catalogue (`service.vehicle`), and My vehicles (`account.vehicles`). */
export const vehicleBookingMessages = remembering({
  // The checkout.
  total: "Total",
  vehicle: "Vehicle",
  vehicleSize: "Vehicle size",
  addOns: "Add-ons",
  changeChoice: "Change vehicle or add-ons",
  // A customer's car, by its make and model.
  vehicleName: (make: string, model: string) => `${make} ${model}`,
} as const, "vehicleBooking");
