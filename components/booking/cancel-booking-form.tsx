"use client";

import { useActionState } from "react";
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { cancelMyBookingAction, type BookingFormState } from "@/lib/actions/bookings";
import { messages } from "@/lib/messages";

const c = messages.bookingChanges;
const idle: BookingFormState = { error: null };

/** The Cancel page's confirmation: a form that posts to the server action (it works without JavaScript too). */
export function CancelBookingForm({ bookingId, backHref }: { bookingId: string; backHref: string }) {
  const [state, action, pending] = useActionState(cancelMyBookingAction, idle);
  return (
    <form action={action} className="grid gap-3">
      <input type="hidden" name="booking" value={bookingId} />
      {state.error ? (
        <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive dark:text-red-300">
          {state.error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending} aria-disabled={pending}>
          {pending ? c.cancelling : c.cancelConfirm}
        </Button>
        <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
          {c.keep}
        </Link>
      </div>
    </form>
  );
}
