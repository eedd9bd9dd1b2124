"use client";

import { VehicleClassForm, VehicleClassItem } from "@/components/admin/vehicle-class-forms";
import { useSection } from "@/components/providers/section-words-context";
import { vehicleSetupMessages } from "@/lib/messages/vehicle-setup";
import type { VehicleClassDto } from "@/lib/server/vehicles/manage-vehicle-classes";

/** Business settings' vehicle classes: the list in its order, each with its controls, and a form for a new one. In the admin's language. */
export function VehicleClassesSection({ classes }: { classes: VehicleClassDto[] }) {
  const text = useSection(vehicleSetupMessages, "vehicleSetup").classes;
  return (
    <section id="vehicle-classes" aria-labelledby="vehicle-classes-heading" className="grid max-w-3xl scroll-mt-24 gap-4">
      <div>
        <h2 id="vehicle-classes-heading" className="text-lg font-semibold">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{text.hint}</p>
      </div>
      <ol aria-label={text.listLabel} className="grid gap-3">
        {classes.map((vehicleClass, index) => (
          <li key={vehicleClass._id} className="rounded-xl border bg-card p-4" data-testid="vehicle-class">
            <VehicleClassItem vehicleClass={vehicleClass} first={index === 0} last={index === classes.length - 1} />
          </li>
        ))}
      </ol>
      <div className="grid gap-3 rounded-xl border bg-card p-4">
        <h3 className="font-semibold">{text.add}</h3>
        <VehicleClassForm />
      </div>
    </section>
  );
}
