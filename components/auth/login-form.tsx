"use client";

import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { loginAction } from "@/lib/actions/auth";
import { authMessages } from "@/lib/messages/auth";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { REDIRECT_PARAM } from "@/lib/urls/sign-in-redirect";
import type { loginSchema } from "@/lib/validation/auth";

/** Login. `redirectTo` (from /login?redirect=) rides along as a hidden field: where to go once signed in. */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const { form, formProps, fieldError, initial, formMessage, pending } = useActionForm<z.input<typeof loginSchema>, z.output<typeof loginSchema>>({
    action: loginAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.loginSchema)),
    failureToast: (state) => ({ title: authMessages.loginFailed, description: state.message }),
  });

  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} className="mb-2" />
      {redirectTo ? <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} /> : null}
      <FormField id="email" label={authMessages.email} error={fieldError("email")}>
        {(control) => <Input {...control} type="email" autoComplete="email" defaultValue={initial("email")} {...form.register("email")} />}
      </FormField>
      <FormField id="password" label={authMessages.password} error={fieldError("password")}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register("password")} />}
      </FormField>
      <Button type="submit" disabled={pending} className="mt-2 w-full">
        {authMessages.login}
      </Button>
    </form>
  );
}
