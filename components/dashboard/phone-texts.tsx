"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { confirmPhoneCodeAction, sendPhoneCodeAction, setReminderChannelsAction } from "@/lib/actions/sms";
import type { ReminderChannels } from "@/lib/validation/sms";
import { ReminderChannelsFieldset, type ReminderChannelsWords } from "./reminder-channels-fieldset";

/**
 * The section's words, written out in the page's language: `status` says whether the account's number
 * is verified (naming it), or that there is none.
 */
export type PhoneWords = { title: string; status: string; sendCode: string; codeLabel: string; verify: string; save: string; channels: ReminderChannelsWords };

const doneToast = (done: { message?: string }) => (done.message ? { title: done.message } : null);

/**
 * The profile's Phone section: a code texted to the account's number, the code entered, and how
 * reminders come (texts only once the number is verified). Three plain forms that post to their
 * server actions, so that each works before the page's script has loaded and without it (docs/forms.md).
 */
export function PhoneTexts({ phone, verified, channels, textsOffered, words }: { phone: string; verified: boolean; channels: ReminderChannels; textsOffered: boolean; words: PhoneWords }) {
  const router = useRouter();
  const codeInput = useRef<HTMLInputElement>(null);
  // Once hydrated, a field's message stays beside it (not only in a toast) until the field changes.
  const [codeError, setCodeError] = useState<string>();
  const [channelsError, setChannelsError] = useState<string>();
  // A code sent: typing it is next.
  const send = useFormAction({ action: sendPhoneCodeAction, doneToast, onDone: () => codeInput.current?.focus() });
  const confirm = useFormAction({
    action: confirmPhoneCodeAction,
    doneToast,
    onFailure: (failed) => {
      setCodeError(failed.fieldErrors.code);
      codeInput.current?.focus();
    },
    // The section is drawn from the account on the server: verified, it offers texts.
    onDone: () => router.refresh(),
  });
  const choose = useFormAction({ action: setReminderChannelsAction, doneToast, onFailure: (failed) => setChannelsError(failed.fieldErrors.channels), onDone: () => setChannelsError(undefined) });
  const chosen = choose.initial("channels", channels);
  const codeMessage = codeError ?? confirm.serverFieldError("code");
  const channelsMessage = channelsError ?? choose.serverFieldError("channels");
  return (
    <section id="phone" aria-labelledby="phone-heading" className="grid gap-4 rounded-xl border p-6">
      <div className="grid gap-1">
        <h2 id="phone-heading" className="text-lg font-semibold">
          {words.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{words.status}</p>
      </div>
      {textsOffered && phone && !verified ? (
        <>
          <form {...send.formProps} className="grid max-w-xl gap-2">
            <FormMessage tone="error" title={send.formMessage} />
            <FormMessage tone="success" title={send.doneMessage?.message} />
            <Button type="submit" variant="outline" disabled={send.pending} className="w-fit">
              {words.sendCode}
            </Button>
          </form>
          <form {...confirm.formProps} className="grid max-w-xl gap-1">
            <FormMessage tone="error" title={confirm.formMessage} />
            <FormMessage tone="success" title={confirm.doneMessage?.message} />
            <FormField id="code" label={words.codeLabel} error={codeMessage}>
              {(control) => (
                <Input
                  {...control}
                  ref={codeInput}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  defaultValue={confirm.initial("code")}
                  onChange={() => setCodeError(undefined)}
                  className="w-40"
                />
              )}
            </FormField>
            <Button type="submit" disabled={confirm.pending} className="mt-1 w-fit">
              {words.verify}
            </Button>
          </form>
        </>
      ) : null}
      {textsOffered ? (
        <form {...choose.formProps} className="grid max-w-xl gap-2">
          <FormMessage tone="error" title={choose.formMessage} />
          <FormMessage tone="success" title={choose.doneMessage?.message} />
          <ReminderChannelsFieldset chosen={chosen} verified={verified} error={channelsMessage} idPrefix="channels" words={words.channels} />
          <Button type="submit" disabled={choose.pending} className="w-fit">
            {words.save}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
