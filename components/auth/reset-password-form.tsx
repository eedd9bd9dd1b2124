"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { resetPasswordAction } from "@/lib/actions/auth";
import { messages } from "@/lib/messages";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { resetPasswordFormSchema } from "@/lib/validation/auth";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const form = useForm<z.input<typeof resetPasswordFormSchema>, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.resetPasswordFormSchema)),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    await withLoadingToast(async () => {
      const result = await resetPasswordAction({ token, password });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(messages.auth.passwordReset, { description: messages.auth.passwordResetBody });
      router.replace("/login");
    }, messages.auth.loginFailed);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <FormField id="password" label={messages.auth.newPassword} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      <FormField id="confirmPassword" label={messages.auth.confirmPassword} error={errors.confirmPassword?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
        {messages.auth.savePassword}
      </Button>
    </form>
  );
}
