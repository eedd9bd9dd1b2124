"use client";

import { useActionState } from "react";
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { adminCancelBookingAction, setBookingStatusAction, type BookingFormState } from "@/lib/actions/bookings";
import { messages } from "@/lib/messages";

const c = messages.bookingChanges;
const idle: BookingFormState = { error: null };

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive dark:text-red-300">
      {message}
    </p>
  ) : null;
}

/**
 * Booking Management's cancellation: refund or not, and the reason the
 * customer's email quotes. A plain form posting to the server action, so it
 * works without JavaScript; the page it sits on is the confirmation step.
 */
export function AdminCancelForm({ bookingId, paidAmount, backHref }: { bookingId: string; paidAmount: string | null; backHref: string }) {
  const [state, action, pending] = useActionState(adminCancelBookingAction, idle);
  const reasonError = state.fieldErrors?.find((error) => error.field === "reason")?.message;
  return (
    <form action={action} className="grid gap-4">
      <input type="hidden" name="booking" value={bookingId} />
      <FormError message={reasonError ? null : state.error} />
      {paidAmount ? (
        <div className="grid gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="refund" defaultChecked className="size-4 accent-primary" />
            {c.refundField(paidAmount)}
          </label>
          <p className="pl-6 text-xs text-muted-foreground">{c.refundHint}</p>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="cancel-reason">{c.reasonField}</Label>
        <Textarea
          id="cancel-reason"
          name="reason"
          required
          maxLength={500}
          rows={3}
          placeholder={c.reasonPlaceholder}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? "cancel-reason-error" : undefined}
        />
        {reasonError ? (
          <p id="cancel-reason-error" className="text-sm text-destructive dark:text-red-300">
            {reasonError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {c.adminCancelConfirm}
        </Button>
        <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
          {c.keep}
        </Link>
      </div>
    </form>
  );
}

/** Once the slot has started: mark the booking completed or a no-show (each its own small form). */
export function BookingStatusForms({ bookingId, status }: { bookingId: string; status: string }) {
  const [state, action, pending] = useActionState(setBookingStatusAction, idle);
  const choices = [
    { value: "complete", label: c.markComplete, current: status === "complete" },
    { value: "no-show", label: c.markNoShow, current: status === "no-show" },
  ];
  return (
    <div className="grid gap-2">
      <FormError message={state.error} />
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <form key={choice.value} action={action}>
            <input type="hidden" name="booking" value={bookingId} />
            <input type="hidden" name="status" value={choice.value} />
            <Button type="submit" variant={choice.value === "no-show" ? "outline" : "secondary"} disabled={pending || choice.current} aria-pressed={choice.current}>
              {choice.label}
            </Button>
          </form>
        ))}
      </div>
    </div>
  );
}
