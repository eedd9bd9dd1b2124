"use client";

import { unstable_rethrow } from "next/navigation";
import { useActionState, useEffect, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { ActionState } from "@/lib/actions/action";
import { sessionMessages } from "@/lib/messages/session";

export type Failed = Extract<ActionState, { status: "failed" }>;
export type Done<T = unknown> = Extract<ActionState<T>, { status: "done" }>;
type Toast = { title: string; description?: string } | null;

const IDLE: ActionState<never> = { status: "idle" };

export type FormActionOptions<T = unknown, P = FormData> = {
  /** A server action, or (a dialog) a call of one with the payload it is dispatched. (The state it is handed is not what types its answer.) */
  action: (state: ActionState, payload: P) => Promise<ActionState<T>>;
  /** The toast for a failure; default: its message. */
  failureToast?: (state: Failed) => Toast;
  /** The toast for a success; default: none. */
  doneToast?: (state: Done<T>) => Toast;
  onFailure?: (state: Failed) => void;
  onDone?: (state: Done<T>) => void;
  /** Where the server's message for each field goes: react-hook-form's, shown where the browser's would be. */
  setError?: UseFormSetError<FieldValues>;
  /**
   * For a dialog that calls its action from the browser only: a call that
   * never got an answer (the network) fails with this toast instead of
   * reaching the error page. A form that works without JavaScript leaves it
   * out: its action must stay the server's own.
   */
  crashToast?: { title: string; description?: string };
  /** The toast while the action runs, in the page's language; default "Please wait...". */
  waitToast?: string;
};

/**
 * The one hook for a form or dialog that sends a server action (docs/forms.md).
 * Before its script has loaded, or with JavaScript off, a form posts like any
 * HTML form and the page shows the answer (`formMessage`, `doneMessage`,
 * `serverFieldError`, `initial`); once hydrated, React sends it and the answer
 * shows as toasts ("Please wait..." while it runs) and as the fields' messages.
 * A dialog dispatches its payload (`dispatch`, in a transition) and gets the
 * same states, toasts and field messages. Forms whose fields are checked in the
 * browser first build on this one (`useActionForm`, `useCheckedFormAction`).
 */
export function useFormAction<T = unknown, P = FormData>(options: FormActionOptions<T, P>) {
  const { crashToast, failureToast, doneToast, onFailure, onDone, setError, waitToast = sessionMessages.wait } = options;
  /** The answer shown as toasts and handed to the callbacks. */
  const answer = (state: ActionState<T>) => {
    if (state.status === "failed") {
      for (const [field, message] of Object.entries(state.fieldErrors)) setError?.(field as Path<FieldValues>, { type: "server", message });
      onFailure?.(state);
      const crashed = crashToast && state.kind === undefined ? crashToast : null;
      const shown = crashed ?? (failureToast ? failureToast(state) : { title: state.message });
      if (shown) toast.error(shown.title, { description: shown.description });
    } else if (state.status === "done") {
      onDone?.(state);
      const shown = doneToast?.(state);
      if (shown) toast.success(shown.title, { description: shown.description });
    }
  };
  // A dialog's answer is handled as it arrives: the change it made may have taken the dialog's row
  // off the page (a deleted service) before it could render again.
  const send = crashToast
    ? async (state: ActionState, payload: P): Promise<ActionState<T>> => {
        let next: ActionState<T>;
        try {
          next = await options.action(state, payload);
        } catch (error) {
          unstable_rethrow(error);
          next = { status: "failed", message: crashToast.description ?? crashToast.title, fieldErrors: {}, values: {} };
        }
        answer(next);
        return next;
      }
    : options.action;
  const [state, dispatch, pending] = useActionState<ActionState<T>, P>(send, IDLE);
  // The answer the browser has taken over (into toasts and field messages); until then it shows inline.
  const [takenOver, setTakenOver] = useState<ActionState<T>>(IDLE);

  useEffect(() => {
    // A form's answer, once per answer: the callbacks' wording does not change between answers.
    if (!crashToast) answer(state);
    setTakenOver(state);
  }, [state]);

  useEffect(() => {
    if (!pending) return;
    const loading = toast.loading(waitToast);
    return () => void toast.dismiss(loading);
  }, [pending, waitToast]);

  const inline = takenOver !== state;
  const values = state.status === "idle" ? undefined : state.values;
  return {
    state,
    pending,
    /** Sends the form's data or the dialog's payload (inside a transition). */
    dispatch,
    /** Spread on the <form>. */
    formProps: { action: dispatch, noValidate: true } as const,
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
