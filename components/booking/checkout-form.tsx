"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LockIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { applyFieldErrors } from "@/components/forms/apply-field-errors";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { messages } from "@/lib/messages";
import { bookingFormSchema, type BookingFormValues } from "@/lib/validation/booking";

const b = messages.booking;

type Props = { serviceId: string; slotId: string; customerId: string; name: string; email: string; time: string };

/**
 * 'Personal Information' and 'Pay Now': books through `POST /api/bookings`
 * (the old site's call) and sends the browser to the payment page it returns.
 */
export function CheckoutForm({ serviceId, slotId, customerId, name, email, time }: Props) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<BookingFormValues>({ resolver: zodResolver(bookingFormSchema), defaultValues: { name, email } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await withLoadingToast(async () => {
      const response = await fetch("/api/bookings", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ service: serviceId, slot: slotId, customer: customerId, name: values.name }),
      });
      const body = await response.json().catch(() => null);
      if (response.ok && body?.success && body.data?.payment_url) {
        setLeaving(true);
        window.location.assign(body.data.payment_url);
        return;
      }
      if (response.status === 400) applyFieldErrors(form.setError, body?.errors, ["name"]);
      toast.error(response.status === 409 || response.status === 503 ? body?.message : b.failed, {
        description: response.status === 409 || response.status === 503 ? undefined : body?.message,
      });
      // A slot someone else took: the page now says so.
      if (response.status === 409) router.refresh();
    }, b.failed);
  });

  const busy = isSubmitting || leaving;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <FormField id="booking-name" label={b.name} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" maxLength={100} {...form.register("name")} />}
      </FormField>
      <FormField id="booking-email" label={b.email} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" readOnly {...form.register("email")} />}
      </FormField>
      <FormField id="booking-time" label={b.time}>
        {(control) => <Input {...control} readOnly value={time} />}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
        <LockIcon aria-hidden />
        {leaving ? b.redirecting : b.payNow}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{b.holdNote}</p>
    </form>
  );
}
