"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { Button } from "@/components/ui/button";
import { toggleSlotAction } from "@/lib/actions/admin-catalogue";
import { adminSlotsMessages } from "@/lib/messages/admin-slots";

const t = adminSlotsMessages;

/** 'Cancel' an available slot (destructive style) or 'Make Available' a cancelled one. */
export function SlotToggleButton({ id, status, label }: { id: string; status: "available" | "cancel"; label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const toggle = () =>
    startTransition(async () => {
      await withLoadingToast(async () => {
        const result = await toggleSlotAction(id);
        if (!result.ok) return void toast.error(t.toggleFailed, { description: t.toggleFailedBody });
        toast.success(t.toggled(result.data.isBooked));
        router.refresh();
      }, t.toggleFailed, t.toggleFailedBody);
    });
  const text = status === "available" ? t.cancelSlot : t.makeAvailable;
  return (
    <Button size="sm" variant={status === "available" ? "destructive" : "outline"} onClick={toggle} disabled={pending} aria-label={`${text}: ${label}`}>
      {text}
    </Button>
  );
}
