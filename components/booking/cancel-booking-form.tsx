"use client";

import Link from "next/link";
import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button, buttonVariants } from "@/components/ui/button";
import { cancelMyBookingAction } from "@/lib/actions/bookings";

/** The form's words, written out in the page's language. */
export type CancelBookingWords = { confirm: string; cancelling: string; keep: string };

/** The Cancel page's confirmation: a POST to the server action, so it works without JavaScript too (docs/forms.md). */
export function CancelBookingForm({ bookingId, backHref, words }: { bookingId: string; backHref: string; words: CancelBookingWords }) {
  const { formProps, formMessage, pending } = useFormAction({ action: cancelMyBookingAction.bind(null, bookingId) });
  return (
    <form {...formProps} className="grid gap-3">
      <FormMessage tone="error" title={formMessage} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? words.cancelling : words.confirm}
        </Button>
        <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
          {words.keep}
        </Link>
      </div>
    </form>
  );
}
