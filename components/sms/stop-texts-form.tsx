"use client";

import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { stopTextsAction } from "@/lib/actions/sms";
import { smsStopMessages } from "@/lib/messages/sms-stop";

/**
 * The stop link's button: a POST, so that a link scanner opening the link stops nothing. Its answer
 * (stopped, or off already) stays on the page in place of the button, with JavaScript or without.
 */
export function StopTextsForm({ token }: { token: string }) {
  const { state, formProps, formMessage, pending } = useFormAction({ action: stopTextsAction });
  if (state.status === "done") return <FormMessage tone="success" title={state.message} detail={smsStopMessages.chooseAgain} />;
  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} />
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? smsStopMessages.stopping : smsStopMessages.stopButton}
      </Button>
    </form>
  );
}
