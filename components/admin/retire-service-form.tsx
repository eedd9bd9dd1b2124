"use client";

import Link from "next/link";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button, buttonVariants } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useSection } from "@/components/providers/section-words-context";
import { retireServiceAction } from "@/lib/actions/admin-catalogue";
import { adminServicesMessages } from "@/lib/messages/admin-services";

/** Cancel the service's live bookings (with the reason their emails quote), then delete it: a POST, the service in a hidden field. */
export function RetireServiceForm({ serviceId, count }: { serviceId: string; count: number }) {
  const adminServicesText = useSection(adminServicesMessages, "adminServices");
  const { formProps, formMessage, fieldError, initial, pending } = useActionForm({ action: retireServiceAction });
  const reasonError = fieldError("reason");
  return (
    <form {...formProps} className="grid gap-4">
      <FormMessage tone="error" title={reasonError ? undefined : formMessage} />
      <input type="hidden" name="service" value={serviceId} />
      <FormField id="retire-reason" label={adminServicesText.retireReason} error={reasonError}>
        {(control) => <Textarea {...control} name="reason" required maxLength={500} rows={3} placeholder={adminServicesText.retireReasonPlaceholder} defaultValue={initial("reason")} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {adminServicesText.retireConfirm(count)}
        </Button>
        <Link href="/dashboard/admin" className={buttonVariants({ variant: "outline" })}>
          {adminServicesText.cancel}
        </Link>
      </div>
    </form>
  );
}
