/**
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
// The calendar file's library loads nanoid, whose browser build is an ES module: this file takes its Node build.
import { bookingLines, describeVehicle, isPlainBooking, vehicleCells, visitMinutes } from "@/lib/format/booking-items";
import { messages } from "@/lib/messages";
import { bookingCalendarFile, confirmationMail, type BookingWithParts } from "@/lib/server/mail/booking-render";
import type { BusinessSettings } from "@/lib/server/settings/defaults";

/**
 * A booking's vehicle and add-ons in its confirmation email (text and HTML), its calendar file and the
 * CSV export's last columns; a booking of the default class alone reads exactly as before classes.
 */

const shop = { businessName: "Spotless Car Care", timeZone: "UTC", address: "12 Road, Dhaka", currency: "usd" } as BusinessSettings;
const link = "http://localhost:3000/dashboard/user/my-bookings";
const startsAt = new Date("2026-12-01T10:00:00Z");

function booking(overrides: Partial<BookingWithParts> = {}): BookingWithParts {
  return {
    id: "0b7c1f2e-0000-4000-8000-000000000001",
    reference: "SP-7K2Q9",
    customerName: "Nadia Islam",
    amountCents: 4500,
    currency: "usd",
    extraMinutes: 0,
    calendarSequence: 0,
    service: { name: "Exterior Wash", duration: 45 },
    // The slot is an hour long: a plain booking's visit is still its service's 45 minutes, as before.
    slot: { startsAt, endsAt: new Date("2026-12-01T11:00:00Z") },
    customer: { firstName: "Nadia", email: "nadia@example.com" },
    vehicleClass: { id: "c-sedan", name: "Sedan", isDefault: true },
    vehicle: null,
    items: [{ kind: "service", addOnId: null, name: "Exterior Wash", priceCents: 4500, minutes: 60, position: 0 }],
    ...overrides,
  } as unknown as BookingWithParts;
}

/** An SUV with its plate, a wax and a pet-hair removal: 20 minutes longer than its slot. */
const suv = () =>
  booking({
    amountCents: 6000 + 1500 + 1000,
    extraMinutes: 20,
    vehicleClass: { id: "c-suv", name: "SUV / Crossover", isDefault: false },
    vehicle: { make: "Toyota", model: "RAV4", colour: "blue", plate: "DHA 12 345" },
    items: [
      { kind: "service", addOnId: null, name: "Exterior Wash", priceCents: 6000, minutes: 70, position: 0 },
      { kind: "add-on", addOnId: "a-wax", name: "Wax", priceCents: 1500, minutes: 10, position: 1 },
      { kind: "add-on", addOnId: "a-pet", name: "Pet hair", priceCents: 1000, minutes: 0, position: 2 },
    ],
  } as Partial<BookingWithParts>);

/** The calendar file's lines, unfolded (RFC 5545 folds long lines at 75 octets). */
const icsLines = (content: string) => content.replace(/\r\n[ \t]/g, "").split("\r\n");
const icsValue = (content: string, name: string) => icsLines(content).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, "");

describe("a booking of the default class alone", () => {
  it("is plain, and its confirmation is word for word the one sent before classes, with no HTML part", () => {
    const plain = booking();
    expect(isPlainBooking(plain)).toBe(true);
    const mail = confirmationMail({ booking: plain, name: "Nadia Islam", shop, link });
    expect(mail.subject).toBe(messages.booking.mailSubject("Exterior Wash", "Spotless Car Care"));
    expect(mail.text).toBe(
      messages.booking.mailText({
        name: "Nadia Islam",
        service: "Exterior Wash",
        when: "Tuesday, Dec 01 2026, 10:00 to 10:45 (UTC)",
        duration: 45,
        amount: "$45",
        reference: "SP-7K2Q9",
        link,
      }),
    );
    expect(mail.html).toBeUndefined();
  });

  it("has the calendar event it always had: as long as its service, its reference the description", () => {
    const file = bookingCalendarFile({ booking: booking(), startsAt, kind: "confirmed", sequence: 0, shop, link });
    expect(icsValue(file.content, "DTSTART")).toBe("20261201T100000Z");
    expect(icsValue(file.content, "DTEND")).toBe("20261201T104500Z");
    expect(icsValue(file.content, "DESCRIPTION")).toBe("Booking reference 0b7c1f2e-0000-4000-8000-000000000001");
  });

  it("reads the same with no class recorded (a booking made before classes)", () => {
    expect(isPlainBooking(booking({ vehicleClass: null }))).toBe(true);
    expect(confirmationMail({ booking: booking({ vehicleClass: null }), name: "Nadia Islam", shop, link }).text).toBe(confirmationMail({ booking: booking(), name: "Nadia Islam", shop, link }).text);
  });

  it("has the CSV export's new columns filled with its class and total, the rest empty", () => {
    expect(vehicleCells(booking())).toEqual(["Sedan", "", "", "", 45]);
  });
});

describe("a booking with a vehicle class, a vehicle and add-ons", () => {
  it("lists its lines (the service at its class, each add-on with its price), total and vehicle in the text part", () => {
    const mail = confirmationMail({ booking: suv(), name: "Nadia Islam", shop, link });
    expect(mail.subject).toBe(messages.booking.mailSubject("Exterior Wash", "Spotless Car Care"));
    expect(mail.text).toContain("When: Tuesday, Dec 01 2026, 10:00 to 11:20 (UTC)");
    expect(mail.text).toContain("Duration: 80 minutes");
    expect(mail.text).toContain("Vehicle: SUV / Crossover · Toyota RAV4, blue · DHA 12 345");
    expect(mail.text).toContain("  Exterior Wash (SUV / Crossover): $60\n  Add-on: Wax: $15\n  Add-on: Pet hair: $10\nTotal paid: $85");
    expect(mail.text).toContain("Booking reference: SP-7K2Q9");
    expect(mail.text).toContain(link);
  });

  it("has an HTML part saying the same, its lines in a table", () => {
    const { html } = confirmationMail({ booking: suv(), name: "Nadia Islam", shop, link });
    const page = new DOMParser().parseFromString(html!, "text/html");
    const rows = [...page.querySelectorAll("table:not([role]) tbody tr")].map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Exterior Wash (SUV / Crossover)", "$60"],
      ["Add-on: Wax", "$15"],
      ["Add-on: Pet hair", "$10"],
    ]);
    expect(page.querySelector("tfoot")?.textContent).toBe("Total paid$85");
    expect(page.body.textContent).toContain("SUV / Crossover · Toyota RAV4, blue · DHA 12 345");
    expect(page.body.textContent).toContain("10:00 to 11:20");
    expect(page.querySelector("a")?.getAttribute("href")).toBe(link);
  });

  it("paid with a deposit, calls the sum the total, not the total paid, and says what was paid and what is due", () => {
    const deposit = { ...suv(), amountDueOnlineCents: 1700, amountDueAtShopCents: 6800 } as BookingWithParts;
    const mail = confirmationMail({ booking: deposit, name: "Nadia Islam", shop, link });
    expect(mail.text).toContain("  Add-on: Pet hair: $10\nTotal: $85\n");
    expect(mail.text).not.toContain("Total paid");
    expect(mail.text).toContain(messages.paymentsDeposits.mailDeposit("$17", "$68"));
    const page = new DOMParser().parseFromString(mail.html!, "text/html");
    expect(page.querySelector("tfoot")?.textContent).toBe("Total$85");
  });

  it("writes what customers and admins typed as text in the HTML part, never as markup", () => {
    const typed = suv();
    typed.vehicle = { ...typed.vehicle!, make: "<img src=x onerror=alert(1)>", model: "R&D" };
    typed.customerName = "<script>x</script>";
    const { html } = confirmationMail({ booking: typed, name: typed.customerName, shop, link });
    const page = new DOMParser().parseFromString(html!, "text/html");
    expect(page.querySelector("img, script")).toBeNull();
    expect(page.body.textContent).toContain("<img src=x onerror=alert(1)> R&D, blue");
    expect(page.body.textContent).toContain("Hello <script>x</script>,");
  });

  it("ends its calendar event at its real end (its slot's end plus its extra minutes) and describes the vehicle and add-ons", () => {
    const file = bookingCalendarFile({ booking: suv(), startsAt, kind: "confirmed", sequence: 2, shop, link });
    expect(icsValue(file.content, "DTEND")).toBe("20261201T112000Z");
    expect(icsValue(file.content, "DESCRIPTION")).toBe(
      "Booking reference 0b7c1f2e-0000-4000-8000-000000000001\\nVehicle: SUV / Crossover · Toyota RAV4\\, blue · DHA 12 345\\nAdd-ons: Wax (+$15)\\, Pet hair (+$10)",
    );
    // A moved booking's event keeps its length from the new start.
    const moved = bookingCalendarFile({ booking: suv(), startsAt: new Date("2026-12-02T14:00:00Z"), kind: "confirmed", sequence: 3, shop, link });
    expect(icsValue(moved.content, "DTEND")).toBe("20261202T152000Z");
  });

  it("has the CSV export's new columns: class, vehicle, plate, add-ons, total", () => {
    expect(vehicleCells(suv())).toEqual(["SUV / Crossover", "Toyota RAV4, blue", "DHA 12 345", "Wax (+$15); Pet hair (+$10)", 85]);
  });

  it("a class quicker than the default shortens the visit", () => {
    expect(visitMinutes(booking({ extraMinutes: -15, vehicleClass: { name: "Motorbike", isDefault: false } } as Partial<BookingWithParts>), { startsAt, endsAt: new Date("2026-12-01T11:00:00Z") })).toBe(45);
  });
});

describe("bookingLines and describeVehicle", () => {
  it("name the service's class unless it is the default, as the checkout does", () => {
    expect(bookingLines(booking())).toEqual([{ name: "Exterior Wash", amount: "$45" }]);
    expect(bookingLines(suv()).map((line) => line.name)).toEqual(["Exterior Wash (SUV / Crossover)", "Add-on: Wax", "Add-on: Pet hair"]);
  });

  it("describe a vehicle by what is known of it", () => {
    expect(describeVehicle(suv())).toBe("SUV / Crossover · Toyota RAV4, blue · DHA 12 345");
    expect(describeVehicle({ vehicleClass: { name: "Pickup / Van", isDefault: false }, vehicle: { make: "Ford", model: "Ranger", colour: "", plate: null } })).toBe("Pickup / Van · Ford Ranger");
    expect(describeVehicle({ vehicleClass: null, vehicle: null })).toBe("");
  });
});
