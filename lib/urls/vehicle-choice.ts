import { safeRedirectPath } from "@/lib/urls/sign-in-redirect";

/** A booking's vehicle choice as query parameters (`vehicleClass`, `vehicle`, `addOns` as ids separated by commas); those not chosen are left out. */
export function vehicleChoiceParams(choice: { vehicleClass?: string | null; vehicle?: string | null; addOns?: readonly string[] | null }): Record<string, string> {
  const addOns = choice.addOns?.filter((id) => id !== "");
  return {
    ...(choice.vehicle ? { vehicle: choice.vehicle } : {}),
    ...(choice.vehicleClass ? { vehicleClass: choice.vehicleClass } : {}),
    ...(addOns?.length ? { addOns: addOns.join(",") } : {}),
  };
}

/**
 * Where My vehicles leads back to after adding a vehicle in the middle of a booking: the service page it
 * came from (`returnTo`, this site's service pages only), with the new vehicle chosen (its class with it).
 * Null for anything else.
 */
export function serviceChoiceReturn(returnTo: string, vehicle: { _id: string; vehicleClass: { _id: string } }): string | null {
  const path = safeRedirectPath(returnTo);
  if (!path.startsWith("/service/")) return null;
  const url = new URL(path, "http://localhost");
  url.searchParams.set("vehicle", vehicle._id);
  url.searchParams.set("vehicleClass", vehicle.vehicleClass._id);
  return `${url.pathname}${url.search}`;
}

/** My vehicles' own address, keeping the way back to a booking (`returnTo`) when there is one. */
export function myVehiclesHref(params: { returnTo?: string; edit?: string; done?: string }): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `/dashboard/user/vehicles${query.size > 0 ? `?${query}` : ""}`;
}

/** A choice's fields in an address: the first car's are plain (`vehicleClass`), a later car's are numbered from 2 (`vehicleClass2`). */
export const carField = (name: "vehicleClass" | "vehicle" | "addOns", index: number): string => (index === 0 ? name : `${name}${index + 1}`);

/**
 * Several cars' choices as query parameters (docs/vehicles.md, "Several cars in one visit"): the first car's as
 * vehicleChoiceParams has them, each later car's numbered (`vehicle2`, `vehicleClass2`, `addOns2`). A later car
 * names its class even when it is the default, so that the address says how many cars there are.
 */
export function vehicleChoicesParams(cars: readonly { vehicleClass?: string | null; vehicle?: string | null; addOns?: readonly string[] | null }[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [index, car] of cars.entries()) {
    for (const [name, value] of Object.entries(vehicleChoiceParams(car))) params[carField(name as "vehicleClass" | "vehicle" | "addOns", index)] = value;
  }
  return params;
}
