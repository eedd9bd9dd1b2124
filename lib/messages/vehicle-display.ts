import { remembering } from "./said";
/**
 * A booking's vehicle and add-ons where staff see it: Booking Management, the admin calendar, the CSV
 * export, the test checkout and the counter. What customers read of them (the confirmation email, the
 * calendar file, the payment link's email) is in their language's lib/messages/<language>/mail.json.
 */
export const vehicleDisplayMessages = remembering({
  vehicle: "Vehicle",
  vehicleClass: "Vehicle class",
  plate: "Plate",
  addOns: "Add-ons",
  noAddOns: "None",
  total: "Total",
  lines: "What was booked",
  item: "Item",
  price: "Price",
  /** A vehicle in one line: 'Toyota Corolla, silver'. */
  makeModel: (make: string, model: string, colour: string) => `${make} ${model}`.trim() + (colour ? `, ${colour}` : ""),
  /** The class, the car and its plate, as far as they are known: 'SUV / Crossover · Toyota RAV4, blue · DHA 12 345'. */
  vehicleLine: (parts: string[]) => parts.filter(Boolean).join(" · "),
  /** An add-on with its price, in a list: 'Wax (+$15.00)'. */
  addOnWithPrice: (name: string, price: string) => `${name} (+${price})`,
  /** The CSV export's columns after the others (their order is part of the file's contract). */
  exportColumns: ["Vehicle class", "Vehicle", "Plate", "Add-ons", "Total"],
  /** Booking Management. */
  vehicleOf: (vehicle: string) => `Vehicle: ${vehicle}`,
  searchHint: "Name, email, phone, reference or plate",
  /** A booking's page: how long its bay is taken when its class or add-ons make it longer or shorter than its slot. */
  visit: "With vehicle and add-ons",
  visitTime: (start: string, end: string, length: string) => `${start} – ${end} (${length})`,
  /** The counter's New booking. */
  classLegend: "Vehicle class",
  addOnsLegend: "Add-ons",
  classChoice: (name: string, price: string, minutes: string) => `${name}: ${price}, ${minutes}`,
  addOnChoice: (name: string, price: string, minutes: string, byClass: { name: string; price: string }[]) =>
    `${name}: +${price}${minutes ? `, +${minutes}` : ""}${byClass.length > 0 ? ` (${byClass.map((own) => `${own.name}: +${own.price}`).join("; ")})` : ""}`,
  /** The test checkout's lines. */
} as const, "vehicleDisplay");
