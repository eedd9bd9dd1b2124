"use client";

import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { forgotPasswordAction } from "@/lib/actions/auth";
import { authMessages } from "@/lib/messages/auth";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { forgotPasswordSchema } from "@/lib/validation/auth";

/** Forgot password: asks for the email, then says the same thing whether or not an account has it. */
export function ForgotPasswordForm() {
  const { form, formProps, fieldError, initial, formMessage, pending, state } = useActionForm<z.input<typeof forgotPasswordSchema>, z.output<typeof forgotPasswordSchema>>({
    action: forgotPasswordAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.forgotPasswordSchema)),
  });

  if (state.status === "done") {
    return (
      <div role="status" className="rounded-lg border bg-muted/40 p-4">
        <p className="font-medium">{authMessages.resetRequested}</p>
        <p className="mt-1 text-sm text-muted-foreground">{authMessages.resetRequestedBody}</p>
      </div>
    );
  }
  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} className="mb-2" />
      <FormField id="email" label={authMessages.email} error={fieldError("email")}>
        {(control) => <Input {...control} type="email" autoComplete="email" defaultValue={initial("email")} {...form.register("email")} />}
      </FormField>
      <Button type="submit" disabled={pending} className="mt-2 w-full">
        {authMessages.sendResetLink}
      </Button>
    </form>
  );
}
