"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { Button } from "@/components/ui/button";
import { joinWaitlistAction, leaveWaitlistAction } from "@/lib/actions/waitlist";
import { messages } from "@/lib/messages";

const w = messages.waitlist;

/**
 * Joins (or leaves) a full slot's waitlist. Someone not signed in is sent to
 * sign in and back to this page; the answer shows as a toast and, for screen
 * readers, in the button's live status line.
 */
export function WaitlistButton({ slotId, mode, label, returnTo }: { slotId: string; mode: "join" | "leave"; label: string; returnTo: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<string>("");
  const run = () =>
    startTransition(async () => {
      await withLoadingToast(async () => {
        const result = mode === "join" ? await joinWaitlistAction(slotId) : await leaveWaitlistAction(slotId);
        if (!result.ok) {
          if (result.kind === "unauthenticated") return router.push(`/login?redirect=${encodeURIComponent(returnTo)}`);
          setStatus(result.message);
          return void toast.error(mode === "join" ? w.joinFailed : w.leaveFailed, { description: result.message });
        }
        const done = mode === "join" ? w.joined : w.left;
        setStatus(done);
        toast.success(done);
        router.refresh();
      }, mode === "join" ? w.joinFailed : w.leaveFailed);
    });
  return (
    <span className="inline-grid gap-1">
      <Button type="button" size="sm" variant={mode === "join" ? "secondary" : "outline"} onClick={run} disabled={pending} aria-label={label} data-testid={`waitlist-${mode}`}>
        {mode === "join" ? w.join : w.leave}
      </Button>
      <span role="status" className="sr-only">
        {status}
      </span>
    </span>
  );
}
