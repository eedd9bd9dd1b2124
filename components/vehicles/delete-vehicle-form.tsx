"use client";

import { Trash2Icon } from "lucide-react";
import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { deleteVehicleAction } from "@/lib/actions/vehicles";

/**
 * Delete a vehicle: a POST naming it in a field, so it works without JavaScript; a refusal (an upcoming booking names it) shows here, with or without it.
 * `words`: the button's text and its label naming the vehicle, in the page's language.
 */
export function DeleteVehicleForm({ vehicleId, returnTo, words }: { vehicleId: string; returnTo?: string; words: { delete: string; deleteNamed: string } }) {
  const { formProps, state, pending } = useFormAction({
    action: deleteVehicleAction,
    // The refusal (an upcoming booking names it) stays under the vehicle, with JavaScript too, rather than in a toast that goes.
    failureToast: () => null,
  });
  return (
    <form {...formProps} className="contents">
      <input type="hidden" name="vehicle" value={vehicleId} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <Button type="submit" variant="outline" size="sm" disabled={pending} aria-label={words.deleteNamed}>
        <Trash2Icon aria-hidden /> {words.delete}
      </Button>
      <FormMessage tone="error" title={state.status === "failed" ? state.message : undefined} className="basis-full" />
    </form>
  );
}
