"use client";

import { MonitorSmartphoneIcon } from "lucide-react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { signOutEverywhereAction } from "@/lib/actions/sessions";

/** The section's words, written out in the page's language. */
export type SessionsWords = { title: string; body: string; signOut: string; signingOut: string };

/** Ends every session of the account (a plain form: it works before the page's script has loaded). */
export function SignOutEverywhere({ words }: { words: SessionsWords }) {
  // The failure stays in the page (no toast): it is the only answer this form shows.
  const { state, dispatch, pending } = useFormAction({ action: signOutEverywhereAction, failureToast: () => null });
  return (
    <section aria-labelledby="sessions-heading" className="grid gap-3 rounded-xl border p-6">
      <h2 id="sessions-heading" className="flex items-center gap-2 text-lg font-semibold">
        <MonitorSmartphoneIcon className="size-5 text-muted-foreground" aria-hidden />
        {words.title}
      </h2>
      <p id="sessions-body" className="max-w-prose text-sm text-muted-foreground">
        {words.body}
      </p>
      <form action={dispatch}>
        <Button type="submit" variant="outline" disabled={pending} aria-describedby="sessions-body">
          {pending ? words.signingOut : words.signOut}
        </Button>
      </form>
      <p role="alert" className="min-h-5 text-sm text-destructive">
        {state.status === "failed" ? state.message : ""}
      </p>
    </section>
  );
}
