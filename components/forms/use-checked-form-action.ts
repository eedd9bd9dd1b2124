"use client";

import { startTransition, useState } from "react";
import { useFormAction, type FormActionOptions } from "@/components/forms/use-form-action";

/** A field's message by its name; none: the form may be sent. */
export type FieldMessages = Record<string, string>;

/**
 * A small form sent to a server action and checked in the browser first, for
 * the pages that must stay light (the home page's Write a Review). It works
 * like `useActionForm` (without JavaScript it posts as HTML and the server's
 * page answers; hydrated, the fields are checked before sending, and the
 * answer shows as toasts and messages under the fields) but leaves
 * react-hook-form out: `check` reads the FormData itself, usually with the
 * server's zod schema loaded on the first send (docs/forms.md).
 */
export function useCheckedFormAction<T = unknown>(options: FormActionOptions<T> & { check: (data: FormData) => Promise<FieldMessages> }) {
  const [errors, setErrors] = useState<FieldMessages>({});
  const { state, pending, dispatch, formMessage, doneMessage, serverFieldError, initial } = useFormAction<T>({
    ...options,
    // The server's word on each field shows where the browser's would.
    onFailure: (failed) => setErrors(failed.fieldErrors),
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const data = new FormData(element, (event.nativeEvent as SubmitEvent).submitter);
    event.preventDefault();
    void options.check(data).then((found) => {
      setErrors(found);
      // The first field with a message (in the form's order) takes the focus, as react-hook-form's forms do.
      const first = [...element.elements].find((field): field is HTMLElement => field instanceof HTMLElement && Object.hasOwn(found, field.getAttribute("name") ?? ""));
      if (first) return first.focus();
      startTransition(() => dispatch(data));
    });
  };

  return {
    state,
    pending,
    /** Spread on the <form>. */
    formProps: { action: dispatch, onSubmit, noValidate: true } as const,
    /** A field's message: the browser's check or the server's answer. Until hydration, the server's page shows it. */
    fieldError(name: string): string | undefined {
      return errors[name] ?? serverFieldError(name);
    },
    /** Forgets a field's message (its value changed). */
    clearError(name: string) {
      setErrors((shown) => {
        if (!Object.hasOwn(shown, name)) return shown;
        const { [name]: _cleared, ...rest } = shown;
        return rest;
      });
    },
    /** A field's first value: what the last answer sent back. */
    initial,
    formMessage,
    doneMessage,
  };
}
