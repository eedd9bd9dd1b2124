"use client";

import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { PasswordStrengthMeter } from "@/components/forms/password-strength-meter";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { resetPasswordAction } from "@/lib/actions/auth";
import { authMessages } from "@/lib/messages/auth";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { resetPasswordFormSchema } from "@/lib/validation/auth";

/** The new password, typed twice; the link's token goes with it in the POST body. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { form, formProps, fieldError, formMessage, pending } = useActionForm<z.input<typeof resetPasswordFormSchema>, z.output<typeof resetPasswordFormSchema>>({
    action: resetPasswordAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.resetPasswordFormSchema)),
  });
  const password = useWatch({ control: form.control, name: "password" });

  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} className="mb-2" />
      <input type="hidden" name="token" value={token} />
      <FormField id="password" label={authMessages.newPassword} error={fieldError("password")}>
        {(control) => (
          <>
            <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
            <PasswordStrengthMeter id="password-strength" password={password ?? ""} />
          </>
        )}
      </FormField>
      <FormField id="confirmPassword" label={authMessages.confirmPassword} error={fieldError("confirmPassword")}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />}
      </FormField>
      <Button type="submit" disabled={pending} className="mt-2 w-full">
        {authMessages.savePassword}
      </Button>
    </form>
  );
}
