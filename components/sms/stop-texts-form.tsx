"use client";

import type { StopTextsWords } from "@/lib/server/bookings/checkout-words";
import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { stopTextsAction } from "@/lib/actions/sms";

/**
 * The stop link's button: a POST, so that a link scanner opening the link stops nothing. Its answer
 * (stopped, or off already) stays on the page in place of the button, with JavaScript or without.
 * Its words in the page's language (the answer's too: the action writes it in the page's language).
 */
export function StopTextsForm({ token, words }: { token: string; words: StopTextsWords }) {
  const { state, formProps, formMessage, pending } = useFormAction({ action: stopTextsAction, waitToast: words.wait });
  if (state.status === "done") return <FormMessage tone="success" title={state.message} detail={words.chooseAgain} />;
  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} />
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? words.stopping : words.stopButton}
      </Button>
    </form>
  );
}
