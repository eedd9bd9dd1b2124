"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { toggleSlotAction } from "@/lib/actions/admin-catalogue";
import { useSlotWords } from "@/components/admin/slot-words";

/** 'Cancel' an available slot (destructive style) or 'Make Available' a cancelled one. */
export function SlotToggleButton({ id, status, label }: { id: string; status: "available" | "cancel"; label: string }) {
  const router = useRouter();
  const { text: slotsText } = useSlotWords();
  const { dispatch, pending } = useFormAction({
    action: (_state, _none: undefined) => toggleSlotAction(id),
    failureToast: () => ({ title: slotsText.toggleFailed, description: slotsText.toggleFailedBody }),
    doneToast: ({ data }) => (data ? { title: slotsText.toggled(data.isBooked) } : null),
    onDone: () => router.refresh(),
    crashToast: { title: slotsText.toggleFailed, description: slotsText.toggleFailedBody },
  });
  const toggle = () => startTransition(() => dispatch(undefined));
  const text = status === "available" ? slotsText.cancelSlot : slotsText.makeAvailable;
  return (
    <Button size="sm" variant={status === "available" ? "destructive" : "outline"} onClick={toggle} disabled={pending} aria-label={`${text}: ${label}`}>
      {text}
    </Button>
  );
}
