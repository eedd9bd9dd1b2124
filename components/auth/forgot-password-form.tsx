"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { forgotPasswordAction } from "@/lib/actions/auth";
import { messages } from "@/lib/messages";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { forgotPasswordSchema } from "@/lib/validation/auth";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.forgotPasswordSchema)),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await withLoadingToast(async () => {
      const result = await forgotPasswordAction(values);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      setSent(true);
    }, messages.auth.loginFailed);
  });

  if (sent) {
    return (
      <div role="status" className="rounded-lg border bg-muted/40 p-4">
        <p className="font-medium">{messages.auth.resetRequested}</p>
        <p className="mt-1 text-sm text-muted-foreground">{messages.auth.resetRequestedBody}</p>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <FormField id="email" label={messages.auth.email} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
        {messages.auth.sendResetLink}
      </Button>
    </form>
  );
}
