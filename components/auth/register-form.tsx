"use client";

import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { applyFieldErrors } from "@/components/forms/apply-field-errors";
import { FormField } from "@/components/forms/form-field";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { PhoneField } from "@/components/forms/phone-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { registerAction } from "@/lib/actions/auth";
import { messages } from "@/lib/messages";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { registerFormSchema } from "@/lib/validation/auth";

type Values = z.input<typeof registerFormSchema>;
const FIELDS = ["firstName", "lastName", "email", "address", "phone", "password", "confirmPassword"] as const;

export function RegisterForm() {
  const router = useRouter();
  const form = useForm<Values, unknown, z.output<typeof registerFormSchema>>({
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.registerFormSchema)),
    defaultValues: { firstName: "", lastName: "", email: "", address: "", phone: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const a = messages.auth;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    await withLoadingToast(async () => {
      const result = await registerAction(values);
      if (!result.ok) {
        applyFieldErrors(form.setError, result.fieldErrors, FIELDS);
        toast.error(result.message);
        return;
      }
      toast.success(a.registered, { description: a.registeredBody });
      router.replace(result.data.redirectTo);
      router.refresh();
    }, a.loginFailed);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-1 sm:grid-cols-2 sm:gap-x-4">
      <FormField id="firstName" label={a.firstName} error={errors.firstName?.message}>
        {(control) => <Input {...control} autoComplete="given-name" {...form.register("firstName")} />}
      </FormField>
      <FormField id="lastName" label={a.lastName} error={errors.lastName?.message}>
        {(control) => <Input {...control} autoComplete="family-name" {...form.register("lastName")} />}
      </FormField>
      <FormField id="email" label={a.email} error={errors.email?.message} className="sm:col-span-2">
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <FormField id="address" label={a.address} error={errors.address?.message} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            autoComplete="street-address"
            maxLength={250}
            className="min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30"
            {...form.register("address")}
          />
        )}
      </FormField>
      <FormField id="phone" label={a.phone} error={errors.phone?.message} className="sm:col-span-2">
        {(control) => (
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => <PhoneField {...control} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          />
        )}
      </FormField>
      <FormField id="password" label={a.password} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      <FormField id="confirmPassword" label={a.confirmPassword} error={errors.confirmPassword?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full sm:col-span-2">
        {a.register}
      </Button>
    </form>
  );
}
