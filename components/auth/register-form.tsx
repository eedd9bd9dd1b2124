"use client";

import Link from "next/link";
import { Controller, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { PasswordStrengthMeter, type StrengthWords } from "@/components/forms/password-strength-meter";
import { PhoneField } from "@/components/forms/phone-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { registerAction } from "@/lib/actions/auth";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { REDIRECT_PARAM, signInUrl } from "@/lib/urls/sign-in-redirect";
import type { AuthSchemaWords, registerFormSchema } from "@/lib/validation/auth";

type Values = z.input<typeof registerFormSchema>;

/** The form's words in the page's language (components/auth/auth-words.ts). */
export type RegisterFormWords = {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  phone: string;
  password: string;
  confirmPassword: string;
  submit: string;
  emailTaken: string;
  signInInstead: string;
  wait: string;
  strength: StrengthWords;
  validation: AuthSchemaWords;
};

/** Register. Like Login, it leads back to `redirectTo` (a booking in progress, say) once the account exists. */
export function RegisterForm({ redirectTo, words }: { redirectTo?: string; words: RegisterFormWords }) {
  const { form, formProps, fieldError, initial, formMessage, pending } = useActionForm<Values, z.output<typeof registerFormSchema>>({
    action: registerAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/auth").then((module) => module.registerFormSchemaIn(words.validation))),
    waitToast: words.wait,
  });
  const password = useWatch({ control: form.control, name: "password" });

  return (
    <form {...formProps} className="grid gap-1 sm:grid-cols-2 sm:gap-x-4">
      <FormMessage tone="error" title={formMessage} className="mb-2 sm:col-span-2" />
      {redirectTo ? <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} /> : null}
      <FormField id="firstName" label={words.firstName} error={fieldError("firstName")}>
        {(control) => <Input {...control} autoComplete="given-name" defaultValue={initial("firstName")} {...form.register("firstName")} />}
      </FormField>
      <FormField id="lastName" label={words.lastName} error={fieldError("lastName")}>
        {(control) => <Input {...control} autoComplete="family-name" defaultValue={initial("lastName")} {...form.register("lastName")} />}
      </FormField>
      <FormField
        id="email"
        label={words.email}
        error={fieldError("email")}
        // The email has an account already: sign in with it instead, and still go where this visit was going.
        errorAction={
          fieldError("email") === words.emailTaken ? (
            <Link href={signInUrl(redirectTo)} className="font-medium text-primary underline underline-offset-4">
              {words.signInInstead}
            </Link>
          ) : null
        }
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} type="email" autoComplete="email" defaultValue={initial("email")} {...form.register("email")} />}
      </FormField>
      <FormField id="address" label={words.address} error={fieldError("address")} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            autoComplete="street-address"
            maxLength={250}
            defaultValue={initial("address")}
            className="min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30"
            {...form.register("address")}
          />
        )}
      </FormField>
      <FormField id="phone" label={words.phone} error={fieldError("phone")} className="sm:col-span-2">
        {(control) => (
          <Controller
            control={form.control}
            name="phone"
            defaultValue={initial("phone").replace(/[^\d+]/g, "")}
            render={({ field }) => <PhoneField {...control} name="phone" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          />
        )}
      </FormField>
      <FormField id="password" label={words.password} error={fieldError("password")}>
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
      <Button type="submit" disabled={pending} className="mt-2 w-full sm:col-span-2">
        {words.submit}
      </Button>
    </form>
  );
}
