"use client";

import { startTransition, useActionState, useEffect, useState } from "react";
import { useForm, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { FormState } from "@/lib/actions/result";
import { sessionMessages } from "@/lib/messages/session";

type Failed = Extract<FormState, { status: "failed" }>;
type Done = Extract<FormState, { status: "done" }>;
type Toast = { title: string; description?: string } | null;

const IDLE: FormState = { status: "idle" };

/**
 * One form, two ways of sending it (docs/forms.md):
 *
 * - Before its script has loaded, or with JavaScript off, `<form action>`
 *   posts the fields to the server action like any HTML form (method POST,
 *   never a URL with the values in it), and the server renders the page again
 *   with the action's answer: each field's message under it, a message for the
 *   form, the fields filled in again (passwords and files excepted).
 * - Once hydrated, `onSubmit` checks the fields in the browser first (the
 *   same zod schema as the server, through react-hook-form) and sends only a
 *   form that passes; the answer shows as toasts and field messages.
 *
 * Fields stay uncontrolled and get their first value from `initial(name)`
 * (what the last answer sent back, else `defaults`), so text typed before the
 * page hydrated is kept.
 */
export function useActionForm<V extends FieldValues, O = V>(options: {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  resolver?: Resolver<V, unknown, O>;
  defaults?: Partial<Record<string, string>>;
  /** The toast for a failure; default: its message. */
  failureToast?: (state: Failed) => Toast;
  /** The toast for a success that stays on the page; default: none. */
  doneToast?: (state: Done) => Toast;
  /** Checked values, before sending: false keeps the form here (e.g. nothing changed). */
  beforeSend?: (values: O) => boolean;
}) {
  const [state, formAction, pending] = useActionState(options.action, IDLE);
  // The answer the browser has taken over (into toasts and react-hook-form's errors); until then it shows inline.
  const [takenOver, setTakenOver] = useState<FormState>(IDLE);
  const form = useForm<V, unknown, O>({ resolver: options.resolver });
  const { failureToast, doneToast } = options;

  useEffect(() => {
    if (state.status === "failed") {
      for (const [field, message] of Object.entries(state.fieldErrors)) form.setError(field as Path<V>, { type: "server", message });
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

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    event.preventDefault();
    void form.handleSubmit((values) => {
      if (options.beforeSend && !options.beforeSend(values)) return;
      const data = new FormData(element, submitter);
      startTransition(() => formAction(data));
    })();
  };

  const inline = takenOver !== state;
  const errors = form.formState.errors;
  const values = state.status === "idle" ? undefined : state.values;
  return {
    form,
    state,
    pending,
    /** Spread on the <form>. */
    formProps: { action: formAction, onSubmit, noValidate: true } as const,
    /** A field's message: the browser's check, else the server's (until the browser has taken it over). */
    fieldError(name: string): string | undefined {
      const own = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
      if (typeof own === "string" && own) return own;
      return inline && state.status === "failed" ? state.fieldErrors[name] : undefined;
    },
    /** A field's first value. */
    initial(name: string): string {
      return values?.[name] ?? options.defaults?.[name] ?? "";
    },
    /** The form's own failure message, shown in the page until toasts take over. */
    formMessage: inline && state.status === "failed" ? state.message : undefined,
    /** A success that stays on the page, shown in the page until toasts take over. */
    doneMessage: inline && state.status === "done" ? state : undefined,
  };
}
