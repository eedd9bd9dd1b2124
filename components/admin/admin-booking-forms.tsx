"use client";

import Link from "next/link";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button, buttonVariants } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { adminCancelBookingAction, setBookingStatusAction } from "@/lib/actions/bookings";
import { bookingChangesMessages } from "@/lib/messages/booking-changes";

const c = bookingChangesMessages;

/**
 * Booking Management's cancellation: refund or not, and the reason the
 * customer's email quotes. A POST to the server action, so it works without
 * JavaScript (docs/forms.md); the page it sits on is the confirmation step.
 */
export function AdminCancelForm({ bookingId, paidAmount, backHref }: { bookingId: string; paidAmount: string | null; backHref: string }) {
  const { formProps, formMessage, fieldError, initial, pending } = useActionForm({
    action: adminCancelBookingAction.bind(null, bookingId),
    defaults: { refund: "on" },
  });
  const reasonError = fieldError("reason");
  return (
    <form {...formProps} className="grid gap-4">
      <FormMessage tone="error" title={reasonError ? undefined : formMessage} />
      {paidAmount ? (
        <div className="grid gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="refund" defaultChecked={initial("refund") === "on"} className="size-4 accent-primary" />
            {c.refundField(paidAmount)}
          </label>
          <p className="pl-6 text-xs text-muted-foreground">{c.refundHint}</p>
        </div>
      ) : null}
      <FormField id="cancel-reason" label={c.reasonField} error={reasonError}>
        {(control) => <Textarea {...control} name="reason" required maxLength={500} rows={3} placeholder={c.reasonPlaceholder} defaultValue={initial("reason")} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? c.cancelling : c.adminCancelConfirm}
        </Button>
        <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
          {c.keep}
        </Link>
      </div>
    </form>
  );
}

/** Once the slot has started: mark the booking completed or a no-show (one form, a button for each). */
export function BookingStatusForms({ bookingId, status }: { bookingId: string; status: string }) {
  const { formProps, formMessage, pending } = useActionForm({ action: setBookingStatusAction.bind(null, bookingId) });
  const choices = [
    { value: "complete", label: c.markComplete, current: status === "complete" },
    { value: "no-show", label: c.markNoShow, current: status === "no-show" },
  ];
  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} />
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.value}
            type="submit"
            name="status"
            value={choice.value}
            variant={choice.value === "no-show" ? "outline" : "secondary"}
            disabled={pending || choice.current}
            aria-pressed={choice.current}
          >
            {choice.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
