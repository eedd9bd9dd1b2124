"use client";

import { LockIcon, StoreIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { checkoutAction } from "@/lib/actions/bookings";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { ReminderChannelsFieldset } from "@/components/dashboard/reminder-channels-fieldset";
import type { BookingFormValues } from "@/lib/validation/booking";
import type { CheckoutFormWords } from "@/lib/server/bookings/checkout-words";

type Props = {
  serviceId: string;
  slotId: string;
  name: string;
  email: string;
  time: string;
  /** The vehicle choice (`vehicleClass`, `vehicle`, `addOns` as ids separated by commas): the booking is made for it. */
  choice?: Record<string, string>;
  /** The visit's total, where it may be booked to pay at the shop: a second button books it so. */
  payAtShopTotal?: string;
  /** Where reminders may come by text: the customer's choice now, which the form lets them change (saved on their account). */
  reminders?: string;
  /** Its words, in the page's language (lib/server/bookings/checkout-words.ts). */
  words: CheckoutFormWords;
};

/**
 * 'Personal Information' and 'Pay Now': the checkout action holds the slot
 * for the signed-in customer and leads the browser to the payment page.
 */
export function CheckoutForm({ serviceId, slotId, name, email, time, choice = {}, payAtShopTotal, reminders, words }: Props) {
  const router = useRouter();
  const { form, formProps, fieldError, initial, formMessage, pending, state } = useActionForm<BookingFormValues>({
    action: checkoutAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/booking").then((module) => module.bookingFormSchemaIn(words.validation))),
    defaults: { name },
    waitToast: words.wait,
    // A taken slot or payments not set up say so themselves; anything else under the old site's heading.
    failureToast: (failed) =>
      failed.kind === "conflict" || failed.kind === "unavailable" ? { title: failed.message } : { title: words.failed, description: failed.message },
  });

  // A slot someone else took: the page now says so.
  useEffect(() => {
    if (state.status === "failed" && state.kind === "conflict") router.refresh();
  }, [state, router]);

  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} className="mb-2" />
      <input type="hidden" name="service" value={serviceId} />
      <input type="hidden" name="slot" value={slotId} />
      {Object.entries(choice).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <FormField id="booking-name" label={words.name} error={fieldError("name")}>
        {(control) => <Input {...control} autoComplete="name" maxLength={100} defaultValue={initial("name")} {...form.register("name")} />}
      </FormField>
      <FormField id="booking-email" label={words.email} error={fieldError("email")}>
        {(control) => <Input {...control} type="email" readOnly defaultValue={email} {...form.register("email")} />}
      </FormField>
      <FormField id="booking-time" label={words.time}>
        {(control) => <Input {...control} readOnly value={time} />}
      </FormField>
      {reminders ? (
        <div className="mt-2">
          <ReminderChannelsFieldset chosen={initial("channels") || reminders} verified error={fieldError("channels")} idPrefix="checkout-channels" words={words.reminders} />
        </div>
      ) : null}
      <Button type="submit" name="payAt" value="online" size="lg" className="mt-2 w-full" disabled={pending}>
        <LockIcon aria-hidden />
        {pending ? words.redirecting : words.payNow}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{words.holdNote}</p>
      {payAtShopTotal ? (
        <div className="mt-2 grid gap-2 border-t pt-4">
          <p id="pay-at-shop-note" className="text-sm text-muted-foreground">
            {words.payAtShopNote}
          </p>
          <Button type="submit" name="payAt" value="shop" variant="outline" size="lg" className="w-full" aria-describedby="pay-at-shop-note" disabled={pending}>
            <StoreIcon aria-hidden />
            {words.payAtShopButton}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
