import { AppError } from "@/lib/errors";
import { formatPriceFrom } from "@/lib/format/money";
import { serviceInputSchema } from "@/lib/validation/admin";
import { createBookingSchema } from "@/lib/validation/booking";
import { addOnInputSchema, addOnsQuerySchema, servicePricesSchema, vehicleClassInputSchema, vehicleInputSchema, vehicleUpdateSchema } from "@/lib/validation/vehicles";
import { classPrice, priceRange, quoteBooking, type PricedAddOn, type PricedService } from "@/lib/server/vehicles/pricing";

const HATCH = { id: "0b8c1f57-2c55-4c3a-9a2e-8f6f2b0d3c01", name: "Hatchback / Sedan", isDefault: true };
const SUV = { id: "0b8c1f57-2c55-4c3a-9a2e-8f6f2b0d3c02", name: "SUV / Crossover", isDefault: false };
const BIKE = { id: "0b8c1f57-2c55-4c3a-9a2e-8f6f2b0d3c03", name: "Motorbike", isDefault: false };
const VAN = { id: "0b8c1f57-2c55-4c3a-9a2e-8f6f2b0d3c04", name: "Pickup / Van", isDefault: false };
const SERVICE_ID = "3f1c8a52-9a43-4a43-8b1e-2f7d9b1c4e11";

const detail: PricedService = {
  id: SERVICE_ID,
  name: "Full Detail",
  priceCents: 12_000,
  duration: 120,
  prices: [
    { vehicleClassId: SUV.id, priceCents: 16_000, duration: 150 },
    { vehicleClassId: BIKE.id, priceCents: null, duration: null },
  ],
};
const wax: PricedAddOn = { id: "9d0b2c1e-7a6f-4e0b-8c1d-2e3f4a5b6c01", name: "Wax", priceCents: 2_500, minutes: 30, serviceIds: [SERVICE_ID], prices: [{ vehicleClassId: SUV.id, priceCents: 3_500 }] };
const petHair: PricedAddOn = { id: "9d0b2c1e-7a6f-4e0b-8c1d-2e3f4a5b6c02", name: "Pet hair", priceCents: 2_000, minutes: 20, serviceIds: [SERVICE_ID], prices: [] };
const engineBay: PricedAddOn = { id: "9d0b2c1e-7a6f-4e0b-8c1d-2e3f4a5b6c03", name: "Engine bay", priceCents: 3_000, minutes: 25, serviceIds: [], prices: [] };

const refusal = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    return error as AppError;
  }
  throw new Error("expected a refusal");
};

describe("the price and length of a booking", () => {
  it("is the service's own for the default class without add-ons: one line, the slot's length", () => {
    expect(quoteBooking({ service: detail, vehicleClass: HATCH, addOns: [], slotMinutes: 120 })).toEqual({
      lines: [{ kind: "service", addOnId: null, name: "Full Detail", priceCents: 12_000, minutes: 120 }],
      totalCents: 12_000,
      minutes: 120,
      extraMinutes: 0,
    });
  });

  it("takes the class's price and duration, and each add-on's price for that class and its minutes", () => {
    const quote = quoteBooking({ service: detail, vehicleClass: SUV, addOns: [wax, petHair], slotMinutes: 120 });
    expect(quote.lines.map((line) => [line.kind, line.name, line.priceCents, line.minutes])).toEqual([
      ["service", "Full Detail", 16_000, 150],
      ["add-on", "Wax", 3_500, 30],
      ["add-on", "Pet hair", 2_000, 20],
    ]);
    expect(quote.totalCents).toBe(21_500);
    expect(quote.minutes).toBe(200);
    expect(quote.extraMinutes).toBe(80);
  });

  it("keeps an admin's own slot length and shifts it by the class's difference", () => {
    expect(quoteBooking({ service: detail, vehicleClass: SUV, addOns: [], slotMinutes: 90 }).minutes).toBe(120);
  });

  it("treats a class the service has no row for as the default class", () => {
    expect(classPrice(detail, VAN)).toEqual({ priceCents: 12_000, duration: 120 });
  });

  it("refuses a class the service does not offer, and an add-on it does not take, naming the field", () => {
    expect(refusal(() => quoteBooking({ service: detail, vehicleClass: BIKE, addOns: [], slotMinutes: 120 }))).toMatchObject({ kind: "invalid", fields: [{ field: "vehicleClass" }] });
    const error = refusal(() => quoteBooking({ service: detail, vehicleClass: HATCH, addOns: [engineBay], slotMinutes: 120 }));
    expect(error).toMatchObject({ kind: "invalid", fields: [{ field: "addOns" }] });
    expect(error.message).toContain("Engine bay");
    expect(refusal(() => quoteBooking({ service: detail, vehicleClass: HATCH, addOns: [wax, wax], slotMinutes: 120 }))).toMatchObject({ kind: "invalid" });
  });
});

describe("a service's price in the catalogue", () => {
  it("is 'from' its lowest offered class's price when prices vary, and the price alone when they do not", () => {
    const range = priceRange(detail, [HATCH, SUV, BIKE, VAN]);
    expect(range).toEqual({ fromCents: 12_000, toCents: 16_000, varies: true });
    expect(formatPriceFrom(range, "usd")).toBe("from $120");
    const flat = priceRange({ ...detail, prices: [] }, [HATCH, SUV]);
    expect(flat.varies).toBe(false);
    expect(formatPriceFrom(flat, "usd")).toBe("$120");
  });
});

describe("prices by class on a service", () => {
  it("are optional: without them a service is what it always was", () => {
    expect(serviceInputSchema.parse({ name: "Wash", description: "A wash", price: 20, duration: 30 })).not.toHaveProperty("prices");
  });

  it("take a price and a duration per class, or 'not offered'", () => {
    expect(servicePricesSchema.parse([{ vehicleClass: SUV.id, price: "160", duration: "150" }, { vehicleClass: BIKE.id, offered: false }])).toEqual([
      { vehicleClass: SUV.id, offered: true, price: 160, duration: 150 },
      { vehicleClass: BIKE.id, offered: false },
    ]);
  });

  it.each([
    ["a negative price", { price: -5, duration: 60 }],
    ["an absurd price", { price: 10_000_000, duration: 60 }],
    ["a price that is not a number", { price: "cheap", duration: 60 }],
    ["a price in fractions of cents", { price: 1.001, duration: 60 }],
    ["a negative duration", { price: 50, duration: -10 }],
    ["an absurd duration", { price: 50, duration: 100_000 }],
    ["a duration that is not a number", { price: 50, duration: "1e3" }],
    ["an offered class without a price", { duration: 60 }],
  ])("refuse %s", (_what, entry) => {
    expect(servicePricesSchema.safeParse([{ vehicleClass: SUV.id, ...entry }]).success).toBe(false);
  });

  it("name each class once", () => {
    expect(servicePricesSchema.safeParse([{ vehicleClass: SUV.id, offered: false }, { vehicleClass: SUV.id, offered: false }]).success).toBe(false);
  });
});

describe("vehicle classes and add-ons", () => {
  it("a class needs a name", () => {
    expect(vehicleClassInputSchema.safeParse({ name: " " }).success).toBe(false);
    expect(vehicleClassInputSchema.parse({ name: " SUV / Crossover ", description: "Higher, longer cars" })).toMatchObject({ name: "SUV / Crossover" });
  });

  it.each([
    ["a negative price", { price: -1 }],
    ["an absurd price", { price: 1e9 }],
    ["a price that is not a number", { price: "NaN" }],
    ["negative minutes", { minutes: -5 }],
    ["fractional minutes", { minutes: 2.5 }],
    ["absurd minutes", { minutes: 10_000 }],
  ])("an add-on refuses %s", (_what, change) => {
    expect(addOnInputSchema.safeParse({ name: "Wax", price: 25, minutes: 30, services: [SERVICE_ID], ...change }).success).toBe(false);
  });

  it("an add-on may cost nothing and take no time", () => {
    expect(addOnInputSchema.parse({ name: "Air freshener", price: "0", minutes: 0, services: [] })).toMatchObject({ price: 0, minutes: 0 });
  });
});

describe("a customer's vehicle", () => {
  const car = { vehicleClass: SUV.id, make: "Toyota", model: "RAV4", colour: "Silver" };

  it("keeps its plate in capitals with single spaces, and may have none", () => {
    expect(vehicleInputSchema.parse({ ...car, plate: "  dhaka  ga-12 " }).plate).toBe("DHAKA GA-12");
    expect(vehicleInputSchema.parse({ ...car, plate: "" }).plate).toBeUndefined();
    expect(vehicleUpdateSchema.parse({ plate: null }).plate).toBeNull();
  });

  it("refuses a 200-character plate, and one of symbols", () => {
    expect(vehicleInputSchema.safeParse({ ...car, plate: "A".repeat(200) }).error?.issues[0]).toMatchObject({ path: ["plate"] });
    expect(vehicleInputSchema.safeParse({ ...car, plate: "<script>" }).success).toBe(false);
  });

  it("needs a class, a make and a model", () => {
    expect(vehicleInputSchema.safeParse({ ...car, vehicleClass: "suv" }).success).toBe(false);
    expect(vehicleInputSchema.safeParse({ ...car, make: "" }).success).toBe(false);
    expect(vehicleInputSchema.safeParse({ ...car, model: "x".repeat(51) }).success).toBe(false);
  });
});

describe("booking with a class, a vehicle and add-ons", () => {
  const slot = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

  it("still takes the old call, service and slot alone", () => {
    expect(createBookingSchema.parse({ service: SERVICE_ID, slot })).toEqual({ service: SERVICE_ID, slot });
  });

  it("takes a class, a vehicle and add-on ids, each add-on once", () => {
    expect(createBookingSchema.parse({ service: SERVICE_ID, slot, vehicleClass: SUV.id, vehicle: slot, addOns: [wax.id] })).toMatchObject({ addOns: [wax.id] });
    expect(createBookingSchema.safeParse({ service: SERVICE_ID, slot, addOns: [wax.id, wax.id] }).success).toBe(false);
    expect(createBookingSchema.safeParse({ service: SERVICE_ID, slot, addOns: "wax" }).success).toBe(false);
  });

  it("reads add-ons from a query string as a comma list", () => {
    expect(addOnsQuerySchema.parse(`${wax.id},${petHair.id}`)).toEqual([wax.id, petHair.id]);
    expect(addOnsQuerySchema.parse("")).toBeUndefined();
    expect(addOnsQuerySchema.safeParse("wax").success).toBe(false);
  });
});
