import { createVehicleClass, listVehicleClasses, moveVehicleClass, updateVehicleClass } from "@/lib/server/vehicles/manage-vehicle-classes";
import type { User } from "@/lib/generated/prisma/client";
import { admin, customer, refusal, shop } from "./support";

/**
 * Business settings' order of the vehicle classes (lib/server/vehicles,
 * docs/vehicles.md): Move up / Move down swaps a class with its neighbour,
 * whatever positions the classes were given through the REST API.
 */

let shopAdmin: User;
const names = async () => (await listVehicleClasses()).map((vehicleClass) => vehicleClass.name);

beforeAll(async () => {
  await shop();
  shopAdmin = await admin();
});

describe("moving a vehicle class", () => {
  it("swaps it with its neighbour, moves classes that shared a position, and stops at either end", async () => {
    const [standard] = await listVehicleClasses();
    await updateVehicleClass(shopAdmin, standard._id, { name: "Sedan" });
    // Two classes on one position (REST clients may give any): they show in the order they were made.
    const suv = await createVehicleClass(shopAdmin, { name: "SUV", position: 5 });
    const van = await createVehicleClass(shopAdmin, { name: "Van", position: 5 });
    expect(await names()).toEqual(["Sedan", "SUV", "Van"]);

    await moveVehicleClass(shopAdmin, van._id, { direction: "up" });
    expect(await names()).toEqual(["Sedan", "Van", "SUV"]);
    expect((await listVehicleClasses()).map((vehicleClass) => vehicleClass.position)).toEqual([0, 1, 2]);

    await moveVehicleClass(shopAdmin, van._id, { direction: "up" });
    await moveVehicleClass(shopAdmin, van._id, { direction: "up" });
    expect(await names()).toEqual(["Van", "Sedan", "SUV"]);
    await moveVehicleClass(shopAdmin, suv._id, { direction: "down" });
    expect(await names()).toEqual(["Van", "Sedan", "SUV"]);
    // The default stays the default wherever it stands.
    expect((await listVehicleClasses()).find((vehicleClass) => vehicleClass.isDefault)?.name).toBe("Sedan");
  });

  it("is refused for a customer, an unknown class and a direction that is neither up nor down", async () => {
    const [first] = await listVehicleClasses();
    expect(await refusal(moveVehicleClass(await customer("moe"), first._id, { direction: "down" }))).toMatchObject({ kind: "forbidden" });
    expect(await refusal(moveVehicleClass(shopAdmin, "6f1b7c1e-0000-4000-8000-000000000000", { direction: "down" }))).toMatchObject({ kind: "not-found" });
    expect(await refusal(moveVehicleClass(shopAdmin, first._id, { direction: "sideways" }))).toMatchObject({ kind: "invalid" });
  });
});
