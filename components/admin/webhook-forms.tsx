"use client";

import { CheckIcon, CopyIcon, Trash2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSection } from "@/components/providers/section-words-context";
import { createWebhookEndpointAction, deleteWebhookEndpointAction } from "@/lib/actions/webhooks";
import { webhooksMessages } from "@/lib/messages/webhooks";
import { WEBHOOK_EVENTS } from "@/lib/validation/webhooks";

/**
 * 'Add an endpoint': its URL and the events it wants. A POST to the server
 * action, so it works without JavaScript (docs/forms.md). On success the
 * signing secret shows here, once: it is not stored anywhere the page can
 * read it again.
 */
export function WebhookEndpointForm() {
  const webhooksText = useSection(webhooksMessages, "webhooks");
  const { form, state, formProps, formMessage, fieldError, initial, pending } = useActionForm<{ url: string; events: string[] }>({
    action: createWebhookEndpointAction,
    defaults: { events: "" },
    doneToast: (done) => ({ title: done.message ?? webhooksText.created }),
  });
  const secret = state.status === "done" ? state.detail : undefined;
  // Added: the fields start empty again for the next one (without JavaScript, the page comes back empty).
  useEffect(() => {
    if (state.status === "done") form.reset({ url: "", events: [] });
  }, [state, form]);
  const chosen = new Set(initial("events").split(",").filter(Boolean));
  return (
    <div className="grid gap-4">
      {secret ? <SecretOnce secret={secret} /> : null}
      <form {...formProps} className="grid gap-4" aria-label={webhooksText.add} data-testid="new-webhook-form">
        <FormMessage tone="error" title={formMessage} />
        <FormField id="webhook-url" label={webhooksText.url} error={fieldError("url")} hint={webhooksText.urlHint}>
          {(control) => (
            <Input {...control} type="url" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://example.com/webhooks/spotless" maxLength={2000} defaultValue={initial("url")} {...form.register("url")} />
          )}
        </FormField>
        <fieldset className="grid gap-2" aria-describedby={fieldError("events") ? "webhook-events-error" : "webhook-events-hint"}>
          <legend className="mb-1 text-sm font-medium">{webhooksText.events}</legend>
          <div className="grid gap-x-4 gap-y-2 @xl:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex min-h-6 items-start gap-2 text-sm">
                <input type="checkbox" value={event} defaultChecked={chosen.has(event)} className="mt-0.5 size-4 shrink-0 accent-primary" {...form.register("events")} />
                <span>
                  {webhooksText.eventLabels[event]} <code className="text-xs text-muted-foreground">{event}</code>
                </span>
              </label>
            ))}
          </div>
          {fieldError("events") ? (
            <p id="webhook-events-error" role="alert" className="text-xs text-destructive">
              {fieldError("events")}
            </p>
          ) : (
            <p id="webhook-events-hint" className="text-xs text-muted-foreground">
              {webhooksText.eventsHint}
            </p>
          )}
        </fieldset>
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? webhooksText.adding : webhooksText.add}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The new endpoint's secret, with a button to copy it once the page's script runs (without it, select and copy). */
function SecretOnce({ secret }: { secret: string }) {
  const webhooksText = useSection(webhooksMessages, "webhooks");
  const [scripted, setScripted] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setScripted(true), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success(webhooksText.copied);
    } catch {
      toast.error(webhooksText.copyFailed);
    }
  };
  return (
    <div role="status" className="grid gap-2 rounded-md border border-emerald-600/40 bg-emerald-50 p-3 text-sm dark:bg-emerald-950/40" data-testid="webhook-secret">
      <p className="font-medium text-emerald-900 dark:text-emerald-200">{webhooksText.secretTitle}</p>
      <p className="text-foreground/80">{webhooksText.secretHint}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="webhook-secret" className="sr-only">
          {webhooksText.secretLabel}
        </label>
        <Input id="webhook-secret" readOnly value={secret} className="min-w-0 flex-1 basis-64 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        {scripted ? (
          <Button type="button" variant="outline" size="sm" onClick={copy}>
            {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
            {copied ? webhooksText.copied : webhooksText.copySecret}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Deletes an endpoint (asks first, once the page's script runs). */
export function DeleteWebhookEndpointForm({ endpointId, url }: { endpointId: string; url: string }) {
  const webhooksText = useSection(webhooksMessages, "webhooks");
  const { formProps, formMessage, pending } = useActionForm({
    action: deleteWebhookEndpointAction.bind(null, endpointId),
    beforeSend: () => window.confirm(`${webhooksText.remove}: ${url}?`),
    doneToast: () => ({ title: webhooksText.removed }),
    failureToast: (failed) => ({ title: webhooksText.removeFailed, description: failed.message }),
  });
  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} />
      <Button type="submit" variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={pending} aria-label={`${webhooksText.remove}: ${url}`}>
        <Trash2Icon aria-hidden />
        {pending ? webhooksText.removing : webhooksText.remove}
      </Button>
    </form>
  );
}
