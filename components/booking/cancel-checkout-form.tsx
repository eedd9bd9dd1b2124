"use client";

import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { cancelCheckoutAction } from "@/lib/actions/bookings";
import { bookingMessages } from "@/lib/messages/booking";

/** Cancel booking, on the checkout's cancel page: a POST, so that following a link never cancels anything. */
export function CancelCheckoutForm({ bookingId }: { bookingId: string }) {
  const { formProps, formMessage, pending } = useFormAction({
    action: cancelCheckoutAction.bind(null, bookingId),
    failureToast: (state) => ({ title: bookingMessages.cancelFailed, description: state.message === bookingMessages.cancelFailed ? undefined : state.message }),
  });
  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} />
      <Button type="submit" variant="outline" size="lg" className="w-full" disabled={pending}>
        {pending ? bookingMessages.cancelling : bookingMessages.cancelBooking}
      </Button>
    </form>
  );
}
