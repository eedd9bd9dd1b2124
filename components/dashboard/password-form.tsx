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
import type { StrengthWords } from "@/components/forms/password-strength-meter";
import type { PasswordRuleWords } from "@/lib/validation/account";
import type { PasswordChangeFormInput } from "@/lib/validation/auth";

/** The password form's words, written out in the page's language; `rules`: its schema's messages; `strength`: the meter's. */
export type PasswordWords = { title: string; subtitle: string; current: string; new: string; confirm: string; change: string; failed: string; rules: PasswordRuleWords; strength: StrengthWords };

/**
 * The profile's password change: the current password, the new one (the
 * registration's rules and strength meter) typed twice. Works without
 * JavaScript (docs/forms.md); passwords are never sent back to the page. Done,
 * it leads back to the profile, which says so.
 */
export function PasswordForm({ words }: { words: PasswordWords }) {
  const { form, formProps, fieldError, formMessage, pending } = useActionForm<PasswordChangeFormInput>({
    action: changePasswordAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/account").then((module) => module.passwordChangeFormSchemaIn(words.rules))),
    failureToast: (failed) => ({ title: words.failed, description: failed.message }),
  });
  const password = useWatch({ control: form.control, name: "password" });

  return (
    <section aria-labelledby="password-heading" className="grid gap-4 rounded-xl border p-6">
      <div className="grid gap-1">
        <h2 id="password-heading" className="text-lg font-semibold">
          {words.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{words.subtitle}</p>
      </div>
      <form {...formProps} className="grid max-w-xl gap-1">
        <FormMessage tone="error" title={formMessage} className="mb-2" />
        <FormField id="currentPassword" label={words.current} error={fieldError("currentPassword")}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register("currentPassword")} />}
        </FormField>
        <FormField id="newPassword" label={words.new} error={fieldError("password")}>
          {(control) => (
            <>
              <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
              <PasswordStrengthMeter id="new-password-strength" password={password ?? ""} words={words.strength} />
            </>
          )}
        </FormField>
        <FormField id="confirmPassword" label={words.confirm} error={fieldError("confirmPassword")}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />}
        </FormField>
        <Button type="submit" disabled={pending} className="mt-1 w-fit">
          {words.change}
        </Button>
      </form>
    </section>
  );
}
