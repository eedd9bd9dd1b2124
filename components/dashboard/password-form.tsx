"use client";

import { useWatch } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { PasswordStrengthMeter } from "@/components/forms/password-strength-meter";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { changePasswordAction } from "@/lib/actions/profile";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { dashboardMessages } from "@/lib/messages/dashboard";
import type { PasswordChangeFormInput } from "@/lib/validation/auth";

/**
 * The profile's password change: the current password, the new one (the
 * registration's rules and strength meter) typed twice. Works without
 * JavaScript (docs/forms.md); passwords are never sent back to the page. Done,
 * it leads back to the profile, which says so.
 */
export function PasswordForm() {
  const { form, formProps, fieldError, formMessage, pending } = useActionForm<PasswordChangeFormInput>({
    action: changePasswordAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.passwordChangeFormSchema)),
    failureToast: (failed) => ({ title: dashboardMessages.passwordFailed, description: failed.message }),
  });
  const password = useWatch({ control: form.control, name: "password" });

  return (
    <section aria-labelledby="password-heading" className="grid gap-4 rounded-xl border p-6">
      <div className="grid gap-1">
        <h2 id="password-heading" className="text-lg font-semibold">
          {dashboardMessages.passwordTitle}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{dashboardMessages.passwordSubtitle}</p>
      </div>
      <form {...formProps} className="grid max-w-xl gap-1">
        <FormMessage tone="error" title={formMessage} className="mb-2" />
        <FormField id="currentPassword" label={dashboardMessages.currentPassword} error={fieldError("currentPassword")}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register("currentPassword")} />}
        </FormField>
        <FormField id="newPassword" label={dashboardMessages.newPassword} error={fieldError("password")}>
          {(control) => (
            <>
              <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
              <PasswordStrengthMeter id="new-password-strength" password={password ?? ""} />
            </>
          )}
        </FormField>
        <FormField id="confirmPassword" label={dashboardMessages.confirmNewPassword} error={fieldError("confirmPassword")}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />}
        </FormField>
        <Button type="submit" disabled={pending} className="mt-1 w-fit">
          {dashboardMessages.changePassword}
        </Button>
      </form>
    </section>
  );
}
