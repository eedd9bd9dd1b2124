"use client";

import { format, parse } from "date-fns";
import { CalendarIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { FormDialog } from "@/components/admin/form-dialog";
import { ServiceSelect } from "@/components/admin/service-select";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { createSlotAction } from "@/lib/actions/admin-catalogue";
import { useBayWords } from "@/components/shop/bay-words";
import { adminSlotsMessages } from "@/lib/messages/admin-slots";
import type { ServiceName } from "@/lib/server/services/manage-services";
import { SLOT_FORM_TIMES, slotInputSchema } from "@/lib/validation/admin";

const t = adminSlotsMessages;
type Draft = { service: string; date: string; startTime: string; endTime: string; capacity: string };
const EMPTY: Draft = { service: "", date: "", startTime: "", endTime: "", capacity: "" };

/**
 * Create New Slot: a service by name, a date, start and end times
 * offered hourly from 01:00 to 23:00; the old site's checks in its order, the
 * first failing one shown. Closes when saved, stays open when not.
 */
export function SlotFormDialog({ services, today }: { services: ServiceName[]; today: string }) {
  const words = useBayWords();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setError(null);
  };

  const save = () => {
    const checked = slotInputSchema.safeParse(draft);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setError({ field: String(issue.path[0]), message: issue.message });
    }
    startTransition(async () => {
      await withLoadingToast(async () => {
        const result = await createSlotAction(checked.data);
        if (!result.ok) {
          setError({ field: result.fieldErrors?.[0]?.field ?? "endTime", message: result.fieldErrors?.[0]?.message ?? result.message });
          return void toast.error(t.createFailed, { description: result.message || t.tryAgain });
        }
        toast.success(t.created);
        setOpen(false);
        setDraft(EMPTY);
        router.refresh();
      }, t.createFailed, t.tryAgain);
    });
  };

  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const day = draft.date ? parse(draft.date, "yyyy-MM-dd", new Date()) : undefined;
  const timeSelect = (field: "startTime" | "endTime", control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => (
    <Select value={draft[field]} onValueChange={(value) => set({ [field]: value })}>
      <SelectTrigger {...control} className="w-full">
        <SelectValue placeholder={t.chooseTime} />
      </SelectTrigger>
      <SelectContent>
        {SLOT_FORM_TIMES.map((time) => (
          <SelectItem key={time} value={time}>
            {time}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );

  return (
    <FormDialog
      trigger={
        <Button>
          <PlusIcon aria-hidden />
          {t.create}
        </Button>
      }
      title={t.create}
      description={t.createDescription}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      onSubmit={save}
      submitLabel={t.save}
      cancelLabel={t.cancel}
      pending={pending}
    >
      <FormField id="slot-service" label={t.service} error={errorFor("service")}>
        {(control) => <ServiceSelect id={control.id} services={services} value={draft.service} onChange={(service) => set({ service })} placeholder={t.chooseService} invalid={control["aria-invalid"]} describedBy={control["aria-describedby"]} />}
      </FormField>
      <FormField id="slot-date" label={t.date} error={errorFor("date")}>
        {(control) => (
          <Popover>
            <PopoverTrigger asChild>
              <Button {...control} type="button" variant="outline" className="w-full justify-start font-normal">
                <CalendarIcon aria-hidden />
                {day ? format(day, "MMM dd yyyy") : <span className="text-muted-foreground">{t.pickDate}</span>}
              </Button>
            </PopoverTrigger>
            <PopoverContent className="w-auto p-0">
              <Calendar
                mode="single"
                selected={day}
                defaultMonth={day}
                // A chosen date is never cleared; clearing falls back to today.
                onSelect={(picked) => set({ date: picked ? format(picked, "yyyy-MM-dd") : today })}
                disabled={{ before: parse(today, "yyyy-MM-dd", new Date()) }}
              />
            </PopoverContent>
          </Popover>
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="slot-start" label={t.startTime} error={errorFor("startTime")}>
          {(control) => timeSelect("startTime", control)}
        </FormField>
        <FormField id="slot-end" label={t.endTime} error={errorFor("endTime")}>
          {(control) => timeSelect("endTime", control)}
        </FormField>
      </div>
      <FormField id="slot-capacity" label={t.capacity} hint={t.capacityHint(words)} error={errorFor("capacity")}>
        {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={50} step={1} value={draft.capacity} onChange={(event) => set({ capacity: event.target.value })} />}
      </FormField>
    </FormDialog>
  );
}
