"use client";

import { useActionState, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { FormState } from "@/lib/actions/result";
import { sessionMessages } from "@/lib/messages/session";

type Failed = Extract<FormState, { status: "failed" }>;
type Done = Extract<FormState, { status: "done" }>;
type Toast = { title: string; description?: string } | null;

const IDLE: FormState = { status: "idle" };

export type FormActionOptions = {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  /** The toast for a failure; default: its message. */
  failureToast?: (state: Failed) => Toast;
  /** The toast for a success that stays on the page; default: none. */
  doneToast?: (state: Done) => Toast;
};

/**
 * A form sent to a server action, with nothing for the browser to check first
 * (a button with hidden fields: join a waitlist, cancel a booking). Before its
 * script has loaded, or with JavaScript off, it posts like any HTML form and
 * the page shows the answer; once hydrated, React sends it and the answer shows
 * as a toast (docs/forms.md). Forms with fields to check use `useActionForm`,
 * which builds on this one and adds react-hook-form; this one leaves that
 * library out of the pages that need no more.
 */
export function useFormAction(options: FormActionOptions & { onFailure?: (state: Failed) => void }) {
  const [state, formAction, pending] = useActionState(options.action, IDLE);
  // The answer the browser has taken over (into toasts and field messages); until then it shows inline.
  const [takenOver, setTakenOver] = useState<FormState>(IDLE);
  const { failureToast, doneToast, onFailure } = options;

  useEffect(() => {
    if (state.status === "failed") {
      onFailure?.(state);
      const shown = failureToast ? failureToast(state) : { title: state.message };
      if (shown) toast.error(shown.title, { description: shown.description });
    } else if (state.status === "done") {
      const shown = doneToast?.(state);
      if (shown) toast.success(shown.title, { description: shown.description });
    }
    setTakenOver(state);
    // Once per answer: the toasts' wording does not change between answers.
  }, [state]);

  useEffect(() => {
    if (!pending) return;
    const loading = toast.loading(sessionMessages.wait);
    return () => void toast.dismiss(loading);
  }, [pending]);

  const inline = takenOver !== state;
  const values = state.status === "idle" ? undefined : state.values;
  return {
    state,
    pending,
    formAction,
    /** Spread on the <form>. */
    formProps: { action: formAction, noValidate: true } as const,
    /** The form's own failure message, shown in the page until toasts take over. */
    formMessage: inline && state.status === "failed" ? state.message : undefined,
    /** A success that stays on the page, shown in the page until toasts take over. */
    doneMessage: inline && state.status === "done" ? state : undefined,
    /** The server's message for a field, shown in the page until the browser takes it over. */
    serverFieldError(name: string): string | undefined {
      return inline && state.status === "failed" ? state.fieldErrors[name] : undefined;
    },
    /** A field's first value: what the last answer sent back, else `fallback`. */
    initial(name: string, fallback = ""): string {
      return values?.[name] ?? fallback;
    },
  };
}
