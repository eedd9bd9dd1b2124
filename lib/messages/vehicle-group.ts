import { remembering } from "./said";
/** Several cars in one visit: one checkout for the bookings of a customer's cars in one slot (docs/vehicles.md). */
export const vehicleGroupMessages = remembering({
  carsInvalid: "vehicles must be a list of cars, each { vehicle?, vehicleClass?, addOns? }",
  carsTooFew: "List at least two cars in vehicles; for one car, leave vehicles out",
  carsTooMany: (most: number) => `At most ${most} cars can be booked in one visit`,
  carsSameVehicle: "Each saved vehicle may be booked once in a visit",
  carsWithSingleChoice: "Give the vehicle, vehicle class and add-ons of each car inside vehicles, not beside it",
  carsDoNotFit: (fit: number, cars: number) =>
    fit === 0 ? `None of your ${cars} cars fits at this time. Please choose another time.` : `Only ${fit} of your ${cars} cars ${fit === 1 ? "fits" : "fit"} at this time. Please choose another time.`,
  /** A checkout line of one car: "Full detail — SUV (ABC 123)", "Engine bay — SUV (ABC 123)". */
  carLine: (item: string, vehicleClass: string, car: string) => `${item} — ${vehicleClass} (${car})`,
  carNumber: (position: number) => `car ${position}`,
  // The checkout (the service page's cars are in the catalogue, `service.vehicle`).
  carHeading: (position: number) => `Car ${position}`,
  // My Bookings (its cards' "Booked together with …" is in the catalogue: `account.bookings.bookedTogether`).
  otherCars: (count: number) => (count === 1 ? "1 other car" : `${count} other cars`),
} as const, "vehicleGroup");
