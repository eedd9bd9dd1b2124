"use client";

import { Controller } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { PhoneField } from "@/components/forms/phone-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { updateContactAction } from "@/lib/actions/profile";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { dashboardMessages } from "@/lib/messages/dashboard";
import type { ContactFormInput } from "@/lib/validation/auth";

/** The profile's phone (the registration's phone field and rules) and address; works without JavaScript (docs/forms.md). */
export function ContactForm({ phone, address }: { phone: string; address: string }) {
  const { form, formProps, fieldError, initial, formMessage, doneMessage, pending } = useActionForm<ContactFormInput>({
    action: updateContactAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.contactFormSchema)),
    defaults: { phone, address },
    failureToast: (failed) => ({ title: dashboardMessages.contactFailed, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
  });
  return (
    <section aria-labelledby="contact-heading" className="grid gap-4 rounded-xl border p-6">
      <div className="grid gap-1">
        <h2 id="contact-heading" className="text-lg font-semibold">
          {dashboardMessages.contactTitle}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{dashboardMessages.contactSubtitle}</p>
      </div>
      <form {...formProps} className="grid max-w-xl gap-1">
        <FormMessage tone="error" title={formMessage} className="mb-2" />
        <FormMessage tone="success" title={doneMessage?.message} className="mb-2" />
        <FormField id="phone" label={dashboardMessages.phone} error={fieldError("phone")}>
          {(control) => (
            <Controller
              control={form.control}
              name="phone"
              defaultValue={initial("phone").replace(/[^\d+]/g, "")}
              render={({ field }) => <PhoneField {...control} name="phone" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            />
          )}
        </FormField>
        <FormField id="address" label={dashboardMessages.address} error={fieldError("address")}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              autoComplete="street-address"
              maxLength={250}
              defaultValue={initial("address")}
              className="min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30"
              {...form.register("address")}
            />
          )}
        </FormField>
        <Button type="submit" disabled={pending} className="mt-1 w-fit">
          {dashboardMessages.saveContact}
        </Button>
      </form>
    </section>
  );
}
