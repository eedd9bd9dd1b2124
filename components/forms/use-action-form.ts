"use client";

import { startTransition } from "react";
import { useForm, type FieldValues, type Resolver } from "react-hook-form";
import { useFormAction, type FormActionOptions } from "@/components/forms/use-form-action";

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
export function useActionForm<V extends FieldValues, O = V, T = unknown>(
  options: FormActionOptions<T> & {
    resolver?: Resolver<V, unknown, O>;
    defaults?: Partial<Record<string, string>>;
    /** Checked values, before sending: false keeps the form here (e.g. nothing changed). */
    beforeSend?: (values: O) => boolean;
  },
) {
  const form = useForm<V, unknown, O>({ resolver: options.resolver });
  const { state, pending, dispatch, formMessage, doneMessage, serverFieldError, initial } = useFormAction<T>({
    ...options,
    // The server's word on each field goes where react-hook-form shows the browser's.
    setError: form.setError as FormActionOptions["setError"],
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    event.preventDefault();
    // The last answer's field messages were set as errors (setError); on a field the form does not
    // register (a plain textarea), react-hook-form would keep them and never send the form again.
    // The server checks the fields anew.
    form.clearErrors();
    void form.handleSubmit((values) => {
      if (options.beforeSend && !options.beforeSend(values)) return;
      const data = new FormData(element, submitter);
      startTransition(() => dispatch(data));
    })();
  };

  const errors = form.formState.errors;
  return {
    form,
    state,
    pending,
    /** Spread on the <form>. */
    formProps: { action: dispatch, onSubmit, noValidate: true } as const,
    /** A field's message: the browser's check, else the server's (until the browser has taken it over). */
    fieldError(name: string): string | undefined {
      const own = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
      if (typeof own === "string" && own) return own;
      return serverFieldError(name);
    },
    /** A field's first value. */
    initial(name: string): string {
      return initial(name, options.defaults?.[name]);
    },
    formMessage,
    doneMessage,
  };
}
