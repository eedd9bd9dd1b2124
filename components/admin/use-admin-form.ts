"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { get, type FieldValues } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { useEnglishIn } from "@/components/providers/section-words-context";
import type { Done, Failed } from "@/components/forms/use-form-action";
import type { ActionState } from "@/lib/actions/action";

type Options = {
  action: (state: ActionState, data: FormData) => Promise<ActionState>;
  /** The toast's title when the action fails (its message is the description). */
  failedTitle: string;
  /** Asked before sending (a delete's confirmation); false keeps the form here. */
  confirm?: () => boolean;
  /** A form that adds a record starts empty again once it is saved. */
  emptyWhenDone?: boolean;
  onDone?: (done: Done) => void;
};

/** A message in the admin's language (`english` translates a fixed English one), or nothing. */
const inLanguage = (english: (text: string) => string, text: string | undefined) => (text ? english(text) : text);

/**
 * A form of the admin's vehicle screens, posted to its server action with or
 * without JavaScript (docs/forms.md): the server checks the fields, each
 * field's message shows under it, and a refusal (a class in use, say) stays
 * in the form as well as in a toast, since it says what to do first. Once
 * saved, the page is read again.
 */
export function useAdminForm({ action, failedTitle, confirm, emptyWhenDone, onDone }: Options) {
  const router = useRouter();
  const element = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<string>();
  // The server's answers come in the admin's language; a message set in the browser may be English.
  const english = useEnglishIn();
  const sent = useActionForm<FieldValues>({
    action,
    beforeSend: confirm ? () => confirm() : undefined,
    onFailure: (failed: Failed) => setRefusal(failed.message),
    failureToast: (failed) => ({ title: failedTitle, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
    onDone: (done) => {
      setRefusal(undefined);
      if (emptyWhenDone) element.current?.reset();
      onDone?.(done);
      router.refresh();
    },
  });
  return {
    pending: sent.pending,
    state: sent.state,
    formProps: { ...sent.formProps, ref: element },
    /** The form's failure: in the page after a plain post, kept beside the form once the script runs. */
    refusal: inLanguage(english, refusal ?? sent.formMessage),
    /** A field's message (names with dots are table cells: `prices.0.price`). */
    fieldError(name: string): string | undefined {
      const own = (get(sent.form.formState.errors, name) as { message?: unknown } | undefined)?.message;
      return inLanguage(english, typeof own === "string" && own ? own : sent.fieldError(name));
    },
    /** A field's first value: what the last answer sent back (what was typed), else `fallback`. */
    initial(name: string, fallback = ""): string {
      return sent.state.status === "idle" ? fallback : (sent.state.values[name] ?? fallback);
    },
  };
}
