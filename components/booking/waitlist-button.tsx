"use client";

import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { joinWaitlistAction, leaveWaitlistAction } from "@/lib/actions/waitlist";
import { waitlistFormMessages } from "@/lib/messages/waitlist-forms";

/**
 * Joins (or leaves) a full slot's waitlist: a POST to the server action, so
 * it works without JavaScript too (docs/forms.md). Someone not signed in is
 * sent to sign in and back to `returnTo`; the answer shows as a toast once
 * the page has hydrated, and in the page before that. `words`: the button's text and its failure's title in the page's
 * language (English without).
 */
export function WaitlistButton({ slotId, mode, label, returnTo, words }: { slotId: string; mode: "join" | "leave"; label: string; returnTo: string; words?: { button: string; failed: string } }) {
  const { formProps, formMessage, doneMessage, pending } = useFormAction({
    action: mode === "join" ? joinWaitlistAction : leaveWaitlistAction,
    failureToast: (failed) => ({ title: words?.failed ?? (mode === "join" ? waitlistFormMessages.joinFailed : waitlistFormMessages.leaveFailed), description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
  });
  return (
    <form {...formProps} className="inline-grid gap-1">
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="slot" value={slotId} />
      <Button type="submit" size="sm" variant={mode === "join" ? "secondary" : "outline"} disabled={pending} aria-label={label} data-testid={`waitlist-${mode}`}>
        {words?.button ?? (mode === "join" ? waitlistFormMessages.join : waitlistFormMessages.leave)}
      </Button>
      <FormMessage tone="error" title={formMessage} className="p-2 text-xs" />
      <FormMessage tone="success" title={doneMessage?.message} className="p-2 text-xs" />
    </form>
  );
}
