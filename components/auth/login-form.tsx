"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { loginAction } from "@/lib/actions/auth";
import { messages } from "@/lib/messages";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { loginSchema } from "@/lib/validation/auth";

type Values = z.input<typeof loginSchema>;

export function LoginForm() {
  const router = useRouter();
  const form = useForm<Values, unknown, z.output<typeof loginSchema>>({
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.loginSchema)),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await withLoadingToast(async () => {
      // The admin form variant's `?redirect=` (read at submit, so the page itself can be static).
      const redirectParam = new URLSearchParams(window.location.search).get("redirect") ?? undefined;
      const result = await loginAction(values, redirectParam);
      if (!result.ok) {
        toast.error(messages.auth.loginFailed, { description: result.message });
        return;
      }
      toast.success(messages.auth.loggedIn, { description: messages.auth.welcomeBack });
      router.replace(result.data.redirectTo);
      router.refresh();
    }, messages.auth.loginFailed);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <FormField id="email" label={messages.auth.email} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <FormField id="password" label={messages.auth.password} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register("password")} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
        {messages.auth.login}
      </Button>
    </form>
  );
}
