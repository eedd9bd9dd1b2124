"use client";

import { MonitorSmartphoneIcon } from "lucide-react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { signOutEverywhereAction } from "@/lib/actions/sessions";
import { dashboardMessages } from "@/lib/messages/dashboard";

/** Ends every session of the account (a plain form: it works before the page's script has loaded). */
export function SignOutEverywhere() {
  // The failure stays in the page (no toast): it is the only answer this form shows.
  const { state, dispatch, pending } = useFormAction({ action: signOutEverywhereAction, failureToast: () => null });
  return (
    <section aria-labelledby="sessions-heading" className="grid gap-3 rounded-xl border p-6">
      <h2 id="sessions-heading" className="flex items-center gap-2 text-lg font-semibold">
        <MonitorSmartphoneIcon className="size-5 text-muted-foreground" aria-hidden />
        {dashboardMessages.sessionsTitle}
      </h2>
      <p id="sessions-body" className="max-w-prose text-sm text-muted-foreground">
        {dashboardMessages.sessionsBody}
      </p>
      <form action={dispatch}>
        <Button type="submit" variant="outline" disabled={pending} aria-describedby="sessions-body">
          {pending ? dashboardMessages.signingOutEverywhere : dashboardMessages.signOutEverywhere}
        </Button>
      </form>
      <p role="alert" className="min-h-5 text-sm text-destructive">
        {state.status === "failed" ? state.message : ""}
      </p>
    </section>
  );
}
