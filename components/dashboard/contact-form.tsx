"use client";

import { Controller } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { PhoneField } from "@/components/forms/phone-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { updateContactAction } from "@/lib/actions/profile";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { ContactRuleWords } from "@/lib/validation/account";
import type { ContactFormInput } from "@/lib/validation/auth";

/** The contact form's words, written out in the page's language; `rules`: its schema's messages. */
export type ContactWords = { title: string; subtitle: string; phone: string; address: string; save: string; failed: string; rules: ContactRuleWords };

/** The profile's phone (the registration's phone field and rules) and address; works without JavaScript (docs/forms.md). */
export function ContactForm({ phone, address, words }: { phone: string; address: string; words: ContactWords }) {
  const { form, formProps, fieldError, initial, formMessage, doneMessage, pending } = useActionForm<ContactFormInput>({
    action: updateContactAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/account").then((module) => module.contactFormSchemaIn(words.rules))),
    defaults: { phone, address },
    failureToast: (failed) => ({ title: words.failed, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
  });
  return (
    <section aria-labelledby="contact-heading" className="grid gap-4 rounded-xl border p-6">
      <div className="grid gap-1">
        <h2 id="contact-heading" className="text-lg font-semibold">
          {words.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{words.subtitle}</p>
      </div>
      <form {...formProps} className="grid max-w-xl gap-1">
        <FormMessage tone="error" title={formMessage} className="mb-2" />
        <FormMessage tone="success" title={doneMessage?.message} className="mb-2" />
        <FormField id="phone" label={words.phone} error={fieldError("phone")}>
          {(control) => (
            <Controller
              control={form.control}
              name="phone"
              defaultValue={initial("phone").replace(/[^\d+]/g, "")}
              render={({ field }) => <PhoneField {...control} name="phone" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            />
          )}
        </FormField>
        <FormField id="address" label={words.address} error={fieldError("address")}>
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
          {words.save}
        </Button>
      </form>
    </section>
  );
}
