import { SERVICE_PAGE_QUERY_KEYS } from "@/lib/urls/catalogue-href";
import { carField, myVehiclesHref, serviceChoiceReturn, vehicleChoiceParams, vehicleChoicesParams } from "@/lib/urls/vehicle-choice";
import { MAX_CARS_PER_VISIT } from "@/lib/validation/booking";
import { vehicleChoiceQuerySchema, vehicleChoicesFromQuery } from "@/lib/validation/vehicle-choice";

const CLASS = "0b8c1f57-2c55-4c3a-9a2e-8f6f2b0d3c02";
const CAR = "5d1e7a3c-3b1f-4a0e-8d2c-6a9b0c1d2e3f";
const WAX = "7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
const VACUUM = "8b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e";

describe("the vehicle choice in a page's query", () => {
  it("reads a class, a vehicle and add-ons, separated by commas or repeated", () => {
    expect(vehicleChoiceQuerySchema.parse({ vehicleClass: CLASS, vehicle: CAR, addOns: `${WAX},${VACUUM}` })).toEqual({ vehicleClass: CLASS, vehicle: CAR, addOns: [WAX, VACUUM] });
    expect(vehicleChoiceQuerySchema.parse({ addOns: [WAX, VACUUM] })).toEqual({ vehicleClass: undefined, vehicle: undefined, addOns: [WAX, VACUUM] });
  });

  it("leaves out a part that is not even an id, as if not chosen, rather than failing the page", () => {
    expect(vehicleChoiceQuerySchema.parse({ vehicleClass: "suv", vehicle: ["a", "b"], addOns: "x".repeat(5000), date: "2026-12-01" })).toEqual({ vehicleClass: undefined, vehicle: undefined, addOns: undefined });
    expect(vehicleChoiceQuerySchema.parse({ vehicleClass: "", addOns: `${WAX},${WAX}` })).toEqual({ vehicleClass: undefined, vehicle: undefined, addOns: undefined });
  });

  it("is written back with what was not chosen left out", () => {
    expect(vehicleChoiceParams({ vehicleClass: CLASS, vehicle: null, addOns: [WAX, VACUUM] })).toEqual({ vehicleClass: CLASS, addOns: `${WAX},${VACUUM}` });
    expect(vehicleChoiceParams({ vehicleClass: "", vehicle: "", addOns: [""] })).toEqual({});
  });
});

describe("the way back from My vehicles to a booking", () => {
  const vehicle = { _id: CAR, vehicleClass: { _id: CLASS } };

  it("leads to the service page it came from, with the new vehicle and its class chosen", () => {
    expect(serviceChoiceReturn(`/service/abc?date=2026-12-01&vehicleClass=other&addOns=${WAX}`, vehicle)).toBe(
      `/service/abc?date=2026-12-01&vehicleClass=${CLASS}&addOns=${WAX}&vehicle=${CAR}`,
    );
  });

  it("goes nowhere but this site's service pages", () => {
    expect(serviceChoiceReturn("https://evil.example/service/abc", vehicle)).toBeNull();
    expect(serviceChoiceReturn("//evil.example/service/abc", vehicle)).toBeNull();
    expect(serviceChoiceReturn("/dashboard/admin", vehicle)).toBeNull();
  });

  it("keeps it on My vehicles' own addresses", () => {
    expect(myVehiclesHref({})).toBe("/dashboard/user/vehicles");
    expect(myVehiclesHref({ returnTo: "/service/abc?date=2026-12-01", done: "added" })).toBe("/dashboard/user/vehicles?returnTo=%2Fservice%2Fabc%3Fdate%3D2026-12-01&done=added");
  });
});

describe("several cars in a page's query", () => {
  const SUV = "1c9d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

  it("numbers a later car's fields from 2, and a later car always names its class", () => {
    const params = vehicleChoicesParams([{ vehicle: CAR, vehicleClass: SUV, addOns: [WAX] }, { vehicleClass: CLASS }, { vehicleClass: CLASS, addOns: [WAX, VACUUM] }]);
    expect(params).toEqual({ vehicle: CAR, vehicleClass: SUV, addOns: WAX, vehicleClass2: CLASS, vehicleClass3: CLASS, addOns3: `${WAX},${VACUUM}` });
    expect(vehicleChoicesFromQuery(params)).toEqual({
      cars: [
        { vehicle: CAR, vehicleClass: SUV, addOns: [WAX] },
        { vehicle: undefined, vehicleClass: CLASS, addOns: undefined },
        { vehicle: undefined, vehicleClass: CLASS, addOns: [WAX, VACUUM] },
      ],
      tidied: false,
    });
  });

  it("adds a car, removes one by its number (never the first), and keeps to five", () => {
    expect(vehicleChoicesFromQuery({ vehicleClass: SUV, addCar: "1" })).toEqual({ cars: [{ vehicleClass: SUV, vehicle: undefined, addOns: undefined }, {}], tidied: true });
    const three = { vehicleClass: SUV, vehicleClass2: CLASS, vehicle3: CAR };
    expect(vehicleChoicesFromQuery({ ...three, removeCar: "2" }).cars.map((car) => car.vehicle ?? car.vehicleClass)).toEqual([SUV, CAR]);
    expect(vehicleChoicesFromQuery({ ...three, removeCar: "1" }).cars).toHaveLength(3);
    expect(vehicleChoicesFromQuery({ ...three, removeCar: "nine" }).cars).toHaveLength(3);
    const five = { vehicleClass2: CLASS, vehicleClass3: CLASS, vehicleClass4: CLASS, vehicleClass5: CLASS, vehicleClass6: CLASS };
    expect(vehicleChoicesFromQuery({ ...five, addCar: "1" }).cars).toHaveLength(5);
  });

  it("leaves out a part of a car that is not an id, as for one car", () => {
    const none = { vehicleClass: undefined, vehicle: undefined, addOns: undefined };
    expect(vehicleChoicesFromQuery({ vehicleClass2: "suv", addOns2: "wax" }).cars).toEqual([none, none]);
  });
});

describe("the service page's cache", () => {
  it("renders on demand for every car's fields and the add and remove buttons (next.config.ts)", () => {
    const carFields = Array.from({ length: MAX_CARS_PER_VISIT }, (_, index) => (["vehicleClass", "vehicle", "addOns"] as const).map((name) => carField(name, index))).flat();
    expect(SERVICE_PAGE_QUERY_KEYS).toEqual(expect.arrayContaining([...carFields, "addCar", "removeCar"]));
  });
});
