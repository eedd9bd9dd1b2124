"use client";

import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { PasswordStrengthMeter, type StrengthWords } from "@/components/forms/password-strength-meter";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { resetPasswordAction } from "@/lib/actions/auth";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { AuthSchemaWords, resetPasswordFormSchema } from "@/lib/validation/auth";

/** The form's words in the page's language (components/auth/auth-words.ts). */
export type ResetPasswordFormWords = { newPassword: string; confirmPassword: string; submit: string; wait: string; strength: StrengthWords; validation: AuthSchemaWords };

/** The new password, typed twice; the link's token goes with it in the POST body. */
export function ResetPasswordForm({ token, words }: { token: string; words: ResetPasswordFormWords }) {
  const { form, formProps, fieldError, formMessage, pending } = useActionForm<z.input<typeof resetPasswordFormSchema>, z.output<typeof resetPasswordFormSchema>>({
    action: resetPasswordAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.resetPasswordFormSchemaIn(words.validation))),
    waitToast: words.wait,
  });
  const password = useWatch({ control: form.control, name: "password" });

  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} className="mb-2" />
      <input type="hidden" name="token" value={token} />
      <FormField id="password" label={words.newPassword} error={fieldError("password")}>
        {(control) => (
          <>
            <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
            <PasswordStrengthMeter id="password-strength" password={password ?? ""} words={words.strength} />
          </>
        )}
      </FormField>
      <FormField id="confirmPassword" label={words.confirmPassword} error={fieldError("confirmPassword")}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />}
      </FormField>
      <Button type="submit" disabled={pending} className="mt-2 w-full">
        {words.submit}
      </Button>
    </form>
  );
}
