"use client";

import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { joinWaitlistAction, leaveWaitlistAction } from "@/lib/actions/waitlist";

/** The waitlist's words on the service page, in its language (the catalogue's `service.waitlist`). */
export type SlotWaitlistWords = { join: string; leave: string; joinFailed: string; leaveFailed: string; waiting: string };

const toasts = (failed: string) => ({
  failureToast: (state: { message: string }) => ({ title: failed, description: state.message }),
  doneToast: (state: { message?: string }) => (state.message ? { title: state.message } : null),
});

/**
 * A full slot's waitlist on the service page: Join (with the car chosen on
 * the page, `choice`; `label` names the button with the slot's time), or, for the customer
 * waiting (`waiting`, as the server read it), "On the waitlist" and Leave.
 * POSTs to the server actions, so it works without JavaScript too
 * (docs/forms.md); both answers stay on the page, which the server renders
 * again (the actions refresh it): the slot turns from one to the other, with
 * the answer beside it until a toast takes over.
 */
export function SlotWaitlist({ slotId, label, waiting, returnTo, choice = {}, words }: { slotId: string; label: string; waiting: boolean; returnTo: string; choice?: Record<string, string>; words: SlotWaitlistWords }) {
  const join = useFormAction({ action: joinWaitlistAction, ...toasts(words.joinFailed) });
  const leave = useFormAction({ action: leaveWaitlistAction, ...toasts(words.leaveFailed) });
  const form = waiting ? leave : join;
  const answered = waiting ? join.doneMessage : leave.doneMessage;
  return (
    <div className="grid gap-1">
      <form {...form.formProps} className="flex items-center gap-2">
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="slot" value={slotId} />
        {/* Joining waits with the car chosen on the page (vehicleClass, vehicle, addOns). */}
        {waiting
          ? null
          : Object.entries(choice).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        {waiting ? (
          <>
            {/* Leaving here stays here (without it, leaving leads to My Bookings). */}
            <input type="hidden" name="stay" value="1" />
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium">{words.waiting}</span>
          </>
        ) : null}
        <Button type="submit" size="sm" variant={waiting ? "outline" : "secondary"} disabled={form.pending} aria-label={label} data-testid={waiting ? "waitlist-leave" : "waitlist-join"}>
          {waiting ? words.leave : words.join}
        </Button>
      </form>
      <FormMessage tone="error" title={form.formMessage} className="p-2 text-xs" />
      <FormMessage tone="success" title={answered?.message} className="p-2 text-xs" />
    </div>
  );
}
