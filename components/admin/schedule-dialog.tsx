"use client";

import { CalendarRangeIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { startTransition, useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { FormDialog } from "@/components/admin/form-dialog";
import { ServiceSelect } from "@/components/admin/service-select";
import { FormField } from "@/components/forms/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { generateScheduleAction } from "@/lib/actions/admin-catalogue";
import { useSection } from "@/components/providers/section-words-context";
import { sayEach, useAdminBayWords, useSlotWords } from "@/components/admin/slot-words";
import { settingsMessages } from "@/lib/messages/settings";
import type { ServiceName } from "@/lib/server/services/manage-services";
import { addDaysIso } from "@/lib/format/time";
import { scheduleInputSchema, WEEKDAYS } from "@/lib/validation/admin";
import type { OpeningDay } from "@/lib/validation/settings";

type Day = { on: boolean; opening: string; closing: string; closed: boolean };
type Draft = { service: string; from: string; to: string; days: Record<number, Day>; slotMinutes: string; capacity: string };

/** Each weekday as the shop's opening hours have it: open days chosen with their hours, closed days marked and left out. */
function daysOf(hours: OpeningDay[]): Record<number, Day> {
  return Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const own = hours.find((day) => day.weekday === weekday);
      const closed = !own || own.closed || own.close <= own.open;
      return [weekday, { on: !closed, opening: own?.open ?? "09:00", closing: own?.close ?? "17:00", closed }];
    }),
  );
}

/**
 * Generate schedule: slots for one service (or all) over a date range, on
 * chosen weekdays, each between its own opening and closing time: a row per
 * weekday, filled in from the shop's opening hours (Business Settings), the
 * days it is closed marked and left out until ticked. The server skips what
 * would overlap and says how many were made and skipped.
 */
export function ScheduleDialog({ services, today, hours }: { services: ServiceName[]; today: string; hours: OpeningDay[] }) {
  const words = useAdminBayWords();
  const { text, say } = useSlotWords();
  const dayNames = useSection(settingsMessages, "settings").weekdays;
  const router = useRouter();
  const initial: Draft = { service: "", from: today, to: addDaysIso(today, 6), days: daysOf(hours), slotMinutes: "", capacity: "" };
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
  };
  const setDay = (weekday: number, change: Partial<Day>) => set({ days: { ...draft.days, [weekday]: { ...draft.days[weekday], ...change } } });

  const chosen = WEEKDAYS.filter((weekday) => draft.days[weekday].on);
  /** A message's field as the form shows it: `hours.2.closing` is the closing time of the third chosen weekday's row. */
  const fieldOf = (path: string) => {
    const [first, index, field] = path.split(".");
    return first === "hours" && index !== undefined ? `day.${chosen[Number(index)]}.${field === "opening" ? "opening" : "closing"}` : first;
  };

  const { dispatch, pending } = useFormAction({
    action: (_state, input: unknown) => generateScheduleAction(input),
    onFailure: (failed) => setErrors(Object.fromEntries(Object.entries(sayEach(failed.fieldErrors, say)).map(([field, message]) => [fieldOf(field), message]))),
    failureToast: (failed) => ({ title: text.createFailed, description: say(failed.message) || text.tryAgain }),
    doneToast: (done) => (done.data ? { title: text.generated(done.data.created, done.data.skipped) } : null),
    onDone: () => {
      setOpen(false);
      setDraft(initial);
      router.refresh();
    },
    crashToast: { title: text.createFailed, description: text.tryAgain },
  });

  const generate = () => {
    const input = {
      service: draft.service,
      from: draft.from,
      to: draft.to,
      weekdays: chosen,
      hours: chosen.map((weekday) => ({ weekday, opening: draft.days[weekday].opening, closing: draft.days[weekday].closing })),
      slotMinutes: draft.slotMinutes === "" ? undefined : Number(draft.slotMinutes),
      capacity: draft.capacity === "" ? undefined : Number(draft.capacity),
    };
    const checked = scheduleInputSchema.safeParse(input);
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [fieldOf(issue.path.join(".")), say(issue.message)])));
    startTransition(() => dispatch(input));
  };

  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <CalendarRangeIcon aria-hidden />
          {text.generate}
        </Button>
      }
      title={text.generateTitle}
      description={text.generateDescription}
      open={open}
      onOpenChange={setOpen}
      onSubmit={generate}
      submitLabel={text.generateSubmit}
      cancelLabel={text.cancel}
      pending={pending}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      <FormField id="schedule-service" label={text.service} error={errors.service}>
        {(control) => (
          <ServiceSelect id={control.id} services={services} value={draft.service} onChange={(service) => set({ service })} placeholder={text.chooseService} allLabel={text.allServices} invalid={control["aria-invalid"]} describedBy={control["aria-describedby"]} />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="schedule-from" label={text.from} error={errors.from}>
          {(control) => <Input {...control} type="date" min={today} value={draft.from} onChange={(event) => set({ from: event.target.value })} />}
        </FormField>
        <FormField id="schedule-to" label={text.to} error={errors.to}>
          {(control) => <Input {...control} type="date" min={draft.from || today} value={draft.to} onChange={(event) => set({ to: event.target.value })} />}
        </FormField>
      </div>
      <fieldset className="mb-3 grid gap-2" aria-describedby={errors.weekdays ? "schedule-weekdays-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">{text.weekdays}</legend>
        <div className="grid gap-2">
          {WEEKDAYS.map((weekday) => {
            const day = draft.days[weekday];
            const name = dayNames[weekday];
            const error = errors[`day.${weekday}.opening`] ?? errors[`day.${weekday}.closing`];
            return (
              <div key={weekday} role="group" aria-label={name} data-testid="schedule-day" className="grid grid-cols-2 items-center gap-x-2 gap-y-1 sm:grid-cols-[minmax(7rem,1fr)_auto_auto]">
                <label className="col-span-2 flex items-center gap-2 text-sm sm:col-span-1">
                  <Checkbox aria-label={name} checked={day.on} onCheckedChange={(checked) => setDay(weekday, { on: checked === true })} />
                  <span className="font-medium">{name}</span>
                  {day.closed ? (
                    <Badge variant="secondary">
                      {text.closedDay}
                    </Badge>
                  ) : null}
                </label>
                <Input
                  type="time"
                  step={300}
                  className="sm:w-[7.5rem]"
                  aria-label={text.dayOpens(name)}
                  aria-invalid={Boolean(errors[`day.${weekday}.opening`])}
                  disabled={!day.on}
                  value={day.opening}
                  onChange={(event) => setDay(weekday, { opening: event.target.value })}
                />
                <Input
                  type="time"
                  step={300}
                  className="sm:w-[7.5rem]"
                  aria-label={text.dayCloses(name)}
                  aria-invalid={Boolean(errors[`day.${weekday}.closing`])}
                  disabled={!day.on}
                  value={day.closing}
                  onChange={(event) => setDay(weekday, { closing: event.target.value })}
                />
                {error ? (
                  <p role="alert" className="col-span-full text-xs text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        {WEEKDAYS.some((weekday) => draft.days[weekday].closed) ? <p className="text-xs text-muted-foreground">{text.closedDayHint}</p> : null}
        <p id="schedule-weekdays-error" role={errors.weekdays ? "alert" : undefined} className="min-h-4 text-xs text-destructive">
          {errors.weekdays}
        </p>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="schedule-length" label={text.slotLength} error={errors.slotMinutes} hint={text.slotLengthHint}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={15} max={480} step={5} value={draft.slotMinutes} onChange={(event) => set({ slotMinutes: event.target.value })} />}
        </FormField>
        <FormField id="schedule-capacity" label={text.capacity} error={errors.capacity} hint={text.capacityHint(words)}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={50} step={1} value={draft.capacity} onChange={(event) => set({ capacity: event.target.value })} />}
        </FormField>
      </div>
    </FormDialog>
  );
}
