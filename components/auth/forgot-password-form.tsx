"use client";

import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { forgotPasswordAction } from "@/lib/actions/auth";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { AuthSchemaWords, forgotPasswordSchema } from "@/lib/validation/auth";

/** The form's words in the page's language (components/auth/auth-words.ts). */
export type ForgotPasswordFormWords = { email: string; submit: string; requested: string; requestedBody: string; wait: string; validation: AuthSchemaWords };

/** Forgot password: asks for the email, then says the same thing whether or not an account has it. */
export function ForgotPasswordForm({ words }: { words: ForgotPasswordFormWords }) {
  const { form, formProps, fieldError, initial, formMessage, pending, state } = useActionForm<z.input<typeof forgotPasswordSchema>, z.output<typeof forgotPasswordSchema>>({
    action: forgotPasswordAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.forgotPasswordSchemaIn(words.validation))),
    waitToast: words.wait,
  });

  if (state.status === "done") {
    return (
      <div role="status" className="rounded-lg border bg-muted/40 p-4">
        <p className="font-medium">{words.requested}</p>
        <p className="mt-1 text-sm text-muted-foreground">{words.requestedBody}</p>
      </div>
    );
  }
  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} className="mb-2" />
      <FormField id="email" label={words.email} error={fieldError("email")}>
        {(control) => <Input {...control} type="email" autoComplete="email" defaultValue={initial("email")} {...form.register("email")} />}
      </FormField>
      <Button type="submit" disabled={pending} className="mt-2 w-full">
        {words.submit}
      </Button>
    </form>
  );
}
