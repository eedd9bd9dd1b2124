"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { updateSlotCapacityAction } from "@/lib/actions/admin-catalogue";
import { adminSlotsMessages } from "@/lib/messages/admin-slots";

const t = adminSlotsMessages;

/** A slot's places, changed in place: never below its live bookings (the refusal says how many there are). */
export function SlotCapacityForm({ id, capacity, label }: { id: string; capacity: number; label: string }) {
  const router = useRouter();
  const inputId = useId();
  const [value, setValue] = useState(String(capacity));
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      await withLoadingToast(async () => {
        const result = await updateSlotCapacityAction(id, { capacity: value });
        if (!result.ok) {
          const message = result.fieldErrors?.[0]?.message ?? result.message;
          setError(message);
          return void toast.error(t.toggleFailed, { description: message });
        }
        setError(undefined);
        toast.success(t.capacitySaved);
        router.refresh();
      }, t.toggleFailed);
    });
  };
  return (
    <form onSubmit={save} className="flex items-start gap-1" noValidate>
      <div className="grid gap-1">
        <label htmlFor={inputId} className="sr-only">
          {t.capacityLabel(label)}
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
        {t.save}
      </Button>
    </form>
  );
}
