/**
 * A booking's vehicle and add-ons where staff and mail see it: the confirmation email, the calendar
 * file, Booking Management, the admin calendar, the CSV export, the test checkout and the counter.
 */
export const vehicleDisplayMessages = {
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
  /** The confirmation of a booking with a vehicle class other than the default, a vehicle or add-ons. */
  /** `paidInFull`: false for a deposit (the total is then not all paid; the deposit's own line says what was); `atShop`: booked to pay at the shop. */
  mailText: (d: { name: string; service: string; when: string; duration: number; vehicle: string; lines: { name: string; amount: string }[]; total: string; paidInFull: boolean; atShop?: boolean; reference: string; link: string }) =>
    `Hello ${d.name},\n\nYour booking is confirmed${d.atShop ? "" : " and paid"}.\n\nService: ${d.service}\nWhen: ${d.when}\nDuration: ${d.duration} minutes\n${d.vehicle ? `Vehicle: ${d.vehicle}\n` : ""}\nWhat you booked:\n${d.lines.map((line) => `  ${line.name}: ${line.amount}`).join("\n")}\n${d.atShop ? "Total, to pay at the shop" : d.paidInFull ? "Total paid" : "Total"}: ${d.total}\n\nBooking reference: ${d.reference}\n\nThe attached calendar file adds it to your calendar. Your bookings: ${d.link}`,
  /** The payment link's email (the counter's New booking) for a booking with another class than the default or add-ons. */
  linkText: (d: { name: string; service: string; when: string; lines: { name: string; amount: string }[]; total: string; until: string; link: string; shop: string }) =>
    [
      `Hello ${d.name},`,
      "",
      `${d.shop} has booked ${d.service} for you: ${d.when}.`,
      "",
      ...d.lines.map((line) => `  ${line.name}: ${line.amount}`),
      `Total: ${d.total}`,
      "",
      `Pay here to confirm it (the time is held for you until ${d.until}):`,
      d.link,
      "",
      "If you did not ask for this booking, ignore this email: the time is given back when the hold runs out.",
    ].join("\n"),
  mailHtml: {
    hello: (name: string) => `Hello ${name},`,
    confirmed: "Your booking is confirmed and paid.",
    confirmedAtShop: "Your booking is confirmed.",
    totalAtShop: "Total, to pay at the shop",
    service: "Service",
    when: "When",
    duration: "Duration",
    minutes: (minutes: number) => `${minutes} minutes`,
    totalPaid: "Total paid",
    total: "Total",
    reference: "Booking reference",
    calendar: "The attached calendar file adds it to your calendar.",
    myBookings: "Your bookings",
  },
  /** The calendar event's description, after its first line (the booking's reference). */
  calendarDescription: (d: { reference: string; vehicle: string; addOns: string[] }) =>
    [d.reference, d.vehicle && `Vehicle: ${d.vehicle}`, d.addOns.length > 0 && `Add-ons: ${d.addOns.join(", ")}`].filter(Boolean).join("\n"),
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
  checkoutLines: "Items",
} as const;
