"use client";

import { MonitorSmartphoneIcon } from "lucide-react";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { signOutEverywhereAction } from "@/lib/actions/sessions";
import { dashboardMessages } from "@/lib/messages/dashboard";

const t = dashboardMessages;

/** Ends every session of the account (a plain form: it works before the page's script has loaded). */
export function SignOutEverywhere() {
  const [result, action, pending] = useActionState(signOutEverywhereAction, null);
  return (
    <section aria-labelledby="sessions-heading" className="grid gap-3 rounded-xl border p-6">
      <h2 id="sessions-heading" className="flex items-center gap-2 text-lg font-semibold">
        <MonitorSmartphoneIcon className="size-5 text-muted-foreground" aria-hidden />
        {t.sessionsTitle}
      </h2>
      <p id="sessions-body" className="max-w-prose text-sm text-muted-foreground">
        {t.sessionsBody}
      </p>
      <form action={action}>
        <Button type="submit" variant="outline" disabled={pending} aria-describedby="sessions-body">
          {pending ? t.signingOutEverywhere : t.signOutEverywhere}
        </Button>
      </form>
      <p role="alert" className="min-h-5 text-sm text-destructive">
        {result && !result.ok ? result.message : ""}
      </p>
    </section>
  );
}
