"use client";

import { CalendarXIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { startTransition, useState } from "react";
import { FormDialog } from "@/components/admin/form-dialog";
import { ServiceSelect } from "@/components/admin/service-select";
import { FormField } from "@/components/forms/form-field";
import { useFormAction, type Failed } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { changeSlotRangeAction } from "@/lib/actions/admin-catalogue";
import { addDaysIso } from "@/lib/format/time";
import { sayEach, useSlotWords } from "@/components/admin/slot-words";
import type { ServiceName } from "@/lib/server/services/manage-services";
import { SLOT_RANGE_ACTIONS, slotRangeSchema } from "@/lib/validation/admin";

type Action = (typeof SLOT_RANGE_ACTIONS)[number];
type Draft = { service: string; from: string; to: string; action: Action; reason: string };

/**
 * Cancel or delete slots: every slot not yet started on a range of days, of
 * one service or all. Two steps: 'Review' asks the server what it would
 * touch (how many slots, and bookings whose customers are told and refunded)
 * and shows it; the second button does it. Changing anything goes back to
 * the first step.
 */
export function SlotRangeDialog({ services, today }: { services: ServiceName[]; today: string }) {
  const router = useRouter();
  const { text, say } = useSlotWords();
  const initial: Draft = { service: "all", from: today, to: addDaysIso(today, 6), action: "cancel", reason: "" };
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What the server said it would touch: the confirm step.
  const [impact, setImpact] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
    setImpact(null);
  };
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setDraft(initial);
      setErrors({});
      setImpact(null);
    }
  };

  // The first step's answer: a conflict saying what the change would touch (sent unconfirmed while no impact is shown).
  const isImpact = (failed: Failed) => failed.kind === "conflict" && impact === null;
  const { dispatch, pending } = useFormAction({
    action: (_state, input: unknown) => changeSlotRangeAction(input),
    onFailure: (failed) => (isImpact(failed) ? setImpact(say(failed.message)) : setErrors(sayEach(failed.fieldErrors, say))),
    failureToast: (failed) => (isImpact(failed) ? null : { title: text.createFailed, description: say(failed.message) || text.tryAgain }),
    onDone: ({ data }) => {
      if (!data) return;
      if (data.slots === 0) return void toast.info(text.rangeNothing);
      toast.success(text.rangeDone(data));
      close(false);
      router.refresh();
    },
    crashToast: { title: text.createFailed, description: text.tryAgain },
  });

  const submit = () => {
    const input = { ...draft, service: draft.service === "all" ? undefined : draft.service, confirm: impact !== null };
    const checked = slotRangeSchema.safeParse(input);
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), say(issue.message)])));
    startTransition(() => dispatch(input));
  };

  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <CalendarXIcon aria-hidden />
          {text.range}
        </Button>
      }
      title={text.rangeTitle}
      description={text.rangeDescription}
      open={open}
      onOpenChange={close}
      onSubmit={submit}
      submitLabel={impact ? text.rangeConfirm[draft.action] : text.rangeReview}
      submitVariant={impact ? "destructive" : "default"}
      cancelLabel={text.cancel}
      pending={pending}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
    >
      <FormField id="range-service" label={text.service} error={errors.service}>
        {(control) => (
          <ServiceSelect id={control.id} services={services} value={draft.service} onChange={(service) => set({ service })} placeholder={text.chooseService} allLabel={text.allServices} invalid={control["aria-invalid"]} describedBy={control["aria-describedby"]} />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="range-from" label={text.from} error={errors.from}>
          {(control) => <Input {...control} type="date" min={today} value={draft.from} onChange={(event) => set({ from: event.target.value })} />}
        </FormField>
        <FormField id="range-to" label={text.to} error={errors.to}>
          {(control) => <Input {...control} type="date" min={draft.from || today} value={draft.to} onChange={(event) => set({ to: event.target.value })} />}
        </FormField>
      </div>
      <fieldset className="mb-3 grid gap-2">
        <legend className="mb-2 text-sm font-medium">{text.rangeAction}</legend>
        {SLOT_RANGE_ACTIONS.map((action) => (
          <label key={action} className="flex items-start gap-2 text-sm">
            <input type="radio" name="range-action" className="mt-0.5 size-4 accent-primary" checked={draft.action === action} onChange={() => set({ action })} />
            {text.rangeActions[action]}
          </label>
        ))}
      </fieldset>
      <FormField id="range-reason" label={text.rangeReason} error={errors.reason} hint={text.rangeReasonHint}>
        {(control) => <Textarea {...control} rows={2} maxLength={500} value={draft.reason} onChange={(event) => set({ reason: event.target.value })} />}
      </FormField>
      {impact ? (
        <p role="alert" data-testid="range-impact" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {impact}
        </p>
      ) : null}
    </FormDialog>
  );
}
