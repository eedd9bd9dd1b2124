"use client";

import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { cancelCheckoutAction } from "@/lib/actions/bookings";
import type { CancelCheckoutWords } from "@/lib/server/bookings/checkout-words";

/** Cancel booking, on the checkout's cancel page: a POST, so that following a link never cancels anything. Its words in the page's language. */
export function CancelCheckoutForm({ bookingId, words }: { bookingId: string; words: CancelCheckoutWords }) {
  const { formProps, formMessage, pending } = useFormAction({
    action: cancelCheckoutAction.bind(null, bookingId),
    waitToast: words.wait,
    failureToast: (state) => ({ title: words.cancelFailed, description: state.message === words.cancelFailed ? undefined : state.message }),
  });
  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} />
      <Button type="submit" variant="outline" size="lg" className="w-full" disabled={pending}>
        {pending ? words.cancelling : words.cancelBooking}
      </Button>
    </form>
  );
}
