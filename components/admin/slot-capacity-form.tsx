"use client";

import { useRouter } from "next/navigation";
import { startTransition, useId, useState } from "react";
import { useFormAction, type Failed } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { updateSlotCapacityAction } from "@/lib/actions/admin-catalogue";
import { useSlotWords } from "@/components/admin/slot-words";

/** A slot's places, changed in place: never below its live bookings (the refusal says how many there are). */
export function SlotCapacityForm({ id, capacity, label }: { id: string; capacity: number; label: string }) {
  const router = useRouter();
  const { text, say } = useSlotWords();
  const inputId = useId();
  const [value, setValue] = useState(String(capacity));
  const [error, setError] = useState<string | undefined>();
  /** What was refused: the field's message (never fewer places than live bookings), else the answer's. */
  const refusal = (failed: Failed) => say(Object.values(failed.fieldErrors)[0] ?? failed.message);
  const { dispatch, pending } = useFormAction({
    action: (_state, capacity: string) => updateSlotCapacityAction(id, { capacity }),
    onFailure: (failed) => setError(refusal(failed)),
    failureToast: (failed) => ({ title: text.toggleFailed, description: refusal(failed) }),
    doneToast: () => ({ title: text.capacitySaved }),
    onDone: () => {
      setError(undefined);
      router.refresh();
    },
    crashToast: { title: text.toggleFailed },
  });
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(() => dispatch(value));
  };
  return (
    <form onSubmit={save} className="flex items-start gap-1" noValidate>
      <div className="grid gap-1">
        <label htmlFor={inputId} className="sr-only">
          {text.capacityLabel(label)}
        </label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="h-8 w-16"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="max-w-48 text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={pending || value === String(capacity)}>
        {text.save}
      </Button>
    </form>
  );
}
