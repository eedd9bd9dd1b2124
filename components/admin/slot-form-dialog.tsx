"use client";

import { format, parse } from "date-fns";
import { CalendarIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { startTransition, useState } from "react";
import { useFormAction, type Failed } from "@/components/forms/use-form-action";
import { FormDialog } from "@/components/admin/form-dialog";
import { ServiceSelect } from "@/components/admin/service-select";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { createSlotAction } from "@/lib/actions/admin-catalogue";
import { useAdminBayWords, usePickerLanguage, useSlotWords, useWriting } from "@/components/admin/slot-words";
import { formatDisplayDate } from "@/lib/format/time";
import type { ServiceName } from "@/lib/server/services/manage-services";
import { slotInputSchema } from "@/lib/validation/admin";

type Draft = { service: string; date: string; startTime: string; endTime: string; capacity: string };
const EMPTY: Draft = { service: "", date: "", startTime: "", endTime: "", capacity: "" };

/**
 * Create New Slot: a service by name, a date, start and end times of the
 * day in 5-minute steps (a slot may end at midnight, 00:00); the old site's
 * checks in its order, the first failing one shown. Closes when saved, stays
 * open when not, with what was refused beside its field.
 */
export function SlotFormDialog({ services, today }: { services: ServiceName[]; today: string }) {
  const words = useAdminBayWords();
  const { text, say } = useSlotWords();
  const writing = useWriting();
  const picker = usePickerLanguage();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setError(null);
  };

  // What was refused, and why ("A slot cannot start in the past"), beside its field and in the toast.
  const refused = (failed: Failed): [string, string] | undefined => {
    const first = Object.entries(failed.fieldErrors)[0];
    return first && [first[0], say(first[1])];
  };
  const { dispatch, pending } = useFormAction({
    action: (_state, input: unknown) => createSlotAction(input),
    onFailure: (failed) => {
      const [field, message] = refused(failed) ?? ["endTime", say(failed.message)];
      setError({ field, message });
    },
    failureToast: (failed) => ({ title: refused(failed)?.[1] ?? (say(failed.message) || text.createFailed) }),
    doneToast: () => ({ title: text.created }),
    onDone: () => {
      setOpen(false);
      setDraft(EMPTY);
      router.refresh();
    },
    crashToast: { title: text.createFailed, description: text.tryAgain },
  });

  const save = () => {
    const checked = slotInputSchema.safeParse(draft);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setError({ field: String(issue.path[0]), message: say(issue.message) });
    }
    startTransition(() => dispatch(checked.data));
  };

  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const day = draft.date ? parse(draft.date, "yyyy-MM-dd", new Date()) : undefined;
  // Any time of the day in 5-minute steps; 00:00 as the end is the midnight that ends the day.
  const timeInput = (field: "startTime" | "endTime", control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => (
    <Input {...control} type="time" step={300} value={draft[field]} onChange={(event) => set({ [field]: event.target.value })} />
  );

  return (
    <FormDialog
      trigger={
        <Button>
          <PlusIcon aria-hidden />
          {text.create}
        </Button>
      }
      title={text.create}
      description={text.createDescription}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      onSubmit={save}
      submitLabel={text.save}
      cancelLabel={text.cancel}
      pending={pending}
    >
      <FormField id="slot-service" label={text.service} error={errorFor("service")}>
        {(control) => <ServiceSelect id={control.id} services={services} value={draft.service} onChange={(service) => set({ service })} placeholder={text.chooseService} invalid={control["aria-invalid"]} describedBy={control["aria-describedby"]} />}
      </FormField>
      <FormField id="slot-date" label={text.date} error={errorFor("date")}>
        {(control) => (
          <Popover>
            <PopoverTrigger asChild>
              <Button {...control} type="button" variant="outline" className="w-full justify-start font-normal">
                <CalendarIcon aria-hidden />
                {day ? formatDisplayDate(draft.date, writing) : <span className="text-muted-foreground">{text.pickDate}</span>}
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
                {...picker}
              />
            </PopoverContent>
          </Popover>
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="slot-start" label={text.startTime} error={errorFor("startTime")}>
          {(control) => timeInput("startTime", control)}
        </FormField>
        <FormField id="slot-end" label={text.endTime} error={errorFor("endTime")} hint={text.endTimeHint}>
          {(control) => timeInput("endTime", control)}
        </FormField>
      </div>
      <FormField id="slot-capacity" label={text.capacity} hint={text.capacityHint(words)} error={errorFor("capacity")}>
        {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={50} step={1} value={draft.capacity} onChange={(event) => set({ capacity: event.target.value })} />}
      </FormField>
    </FormDialog>
  );
}
