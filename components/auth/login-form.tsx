"use client";

import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { loginAction } from "@/lib/actions/auth";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { REDIRECT_PARAM } from "@/lib/urls/sign-in-redirect";
import type { AuthSchemaWords, loginSchema } from "@/lib/validation/auth";

/** The form's words in the page's language (components/auth/auth-words.ts). */
export type LoginFormWords = { email: string; password: string; submit: string; failed: string; wait: string; validation: AuthSchemaWords };

/** Login. `redirectTo` (from /login?redirect=) rides along as a hidden field: where to go once signed in. */
export function LoginForm({ redirectTo, words }: { redirectTo?: string; words: LoginFormWords }) {
  const { form, formProps, fieldError, initial, formMessage, pending } = useActionForm<z.input<typeof loginSchema>, z.output<typeof loginSchema>>({
    action: loginAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.loginSchemaIn(words.validation))),
    failureToast: (state) => ({ title: words.failed, description: state.message }),
    waitToast: words.wait,
  });

  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} className="mb-2" />
      {redirectTo ? <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} /> : null}
      <FormField id="email" label={words.email} error={fieldError("email")}>
        {(control) => <Input {...control} type="email" autoComplete="email" defaultValue={initial("email")} {...form.register("email")} />}
      </FormField>
      <FormField id="password" label={words.password} error={fieldError("password")}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register("password")} />}
      </FormField>
      <Button type="submit" disabled={pending} className="mt-2 w-full">
        {words.submit}
      </Button>
    </form>
  );
}
