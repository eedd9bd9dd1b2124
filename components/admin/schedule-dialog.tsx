"use client";

import { CalendarRangeIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { FormDialog } from "@/components/admin/form-dialog";
import { ServiceSelect } from "@/components/admin/service-select";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { generateScheduleAction } from "@/lib/actions/admin-catalogue";
import { useBayWords } from "@/components/shop/bay-words";
import { adminSlotsMessages } from "@/lib/messages/admin-slots";
import type { ServiceName } from "@/lib/server/services/manage-services";
import { addDaysIso } from "@/lib/format/time";
import { scheduleInputSchema, WEEKDAYS } from "@/lib/validation/admin";

const t = adminSlotsMessages;
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

type Draft = { service: string; from: string; to: string; weekdays: number[]; opening: string; closing: string; slotMinutes: string; capacity: string };

/**
 * Generate schedule: slots for one service (or all) over a date range, on
 * chosen weekdays, between opening and closing time. The server skips what
 * would overlap and says how many were made and skipped. The weekdays and
 * hours start as the shop's opening hours (Business Settings).
 */
export function ScheduleDialog({ services, today, hours }: { services: ServiceName[]; today: string; hours: { weekdays: number[]; opening: string; closing: string } }) {
  const words = useBayWords();
  const router = useRouter();
  const initial: Draft = { service: "", from: today, to: addDaysIso(today, 6), weekdays: hours.weekdays, opening: hours.opening, closing: hours.closing, slotMinutes: "", capacity: "" };
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
  };

  const generate = () => {
    const input = { ...draft, slotMinutes: draft.slotMinutes === "" ? undefined : Number(draft.slotMinutes), capacity: draft.capacity === "" ? undefined : Number(draft.capacity) };
    const checked = scheduleInputSchema.safeParse(input);
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    startTransition(async () => {
      await withLoadingToast(async () => {
        const result = await generateScheduleAction(input);
        if (!result.ok) {
          setErrors(Object.fromEntries((result.fieldErrors ?? []).map((e) => [e.field, e.message])));
          return void toast.error(t.createFailed, { description: result.message || t.tryAgain });
        }
        toast.success(t.generated(result.data.created, result.data.skipped));
        setOpen(false);
        setDraft(initial);
        router.refresh();
      }, t.createFailed, t.tryAgain);
    });
  };

  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <CalendarRangeIcon aria-hidden />
          {t.generate}
        </Button>
      }
      title={t.generateTitle}
      description={t.generateDescription}
      open={open}
      onOpenChange={setOpen}
      onSubmit={generate}
      submitLabel={t.generateSubmit}
      cancelLabel={t.cancel}
      pending={pending}
      className="max-w-xl"
    >
      <FormField id="schedule-service" label={t.service} error={errors.service}>
        {(control) => (
          <ServiceSelect id={control.id} services={services} value={draft.service} onChange={(service) => set({ service })} placeholder={t.chooseService} allLabel={t.allServices} invalid={control["aria-invalid"]} describedBy={control["aria-describedby"]} />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="schedule-from" label={t.from} error={errors.from}>
          {(control) => <Input {...control} type="date" min={today} value={draft.from} onChange={(event) => set({ from: event.target.value })} />}
        </FormField>
        <FormField id="schedule-to" label={t.to} error={errors.to}>
          {(control) => <Input {...control} type="date" min={draft.from || today} value={draft.to} onChange={(event) => set({ to: event.target.value })} />}
        </FormField>
      </div>
      <fieldset className="mb-3 grid gap-2" aria-describedby={errors.weekdays ? "schedule-weekdays-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">{t.weekdays}</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-1.5 text-sm">
              <Checkbox
                checked={draft.weekdays.includes(day)}
                onCheckedChange={(checked) => set({ weekdays: checked ? [...draft.weekdays, day] : draft.weekdays.filter((d) => d !== day) })}
              />
              {DAY_NAMES[day]}
            </label>
          ))}
        </div>
        <p id="schedule-weekdays-error" role={errors.weekdays ? "alert" : undefined} className="min-h-4 text-xs text-destructive">
          {errors.weekdays}
        </p>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="schedule-opening" label={t.opening} error={errors.opening}>
          {(control) => <Input {...control} type="time" step={900} value={draft.opening} onChange={(event) => set({ opening: event.target.value })} />}
        </FormField>
        <FormField id="schedule-closing" label={t.closing} error={errors.closing}>
          {(control) => <Input {...control} type="time" step={900} value={draft.closing} onChange={(event) => set({ closing: event.target.value })} />}
        </FormField>
        <FormField id="schedule-length" label={t.slotLength} error={errors.slotMinutes} hint={t.slotLengthHint}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={15} max={480} step={5} value={draft.slotMinutes} onChange={(event) => set({ slotMinutes: event.target.value })} />}
        </FormField>
      </div>
      <FormField id="schedule-capacity" label={t.capacity} error={errors.capacity} hint={t.capacityHint(words)}>
        {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={50} step={1} value={draft.capacity} onChange={(event) => set({ capacity: event.target.value })} />}
      </FormField>
    </FormDialog>
  );
}
