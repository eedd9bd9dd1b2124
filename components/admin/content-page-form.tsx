"use client";

import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { useEnglishIn, useSection } from "@/components/providers/section-words-context";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { updateContentPageAction } from "@/lib/actions/settings";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { pagesMessages } from "@/lib/messages/pages";

/** One FAQ or policy page's Markdown, posted to a server action (works without JavaScript). */
export function ContentPageForm({ slug, title, markdown }: { slug: string; title: string; markdown: string }) {
  const pagesText = useSection(pagesMessages, "pages");
  const english = useEnglishIn();
  const { form, formProps, fieldError, initial, formMessage, doneMessage, pending } = useActionForm<{ markdown: string; slug: string }>({
    action: updateContentPageAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/settings").then((module) => module.pageUpdateSchema)) as never,
    defaults: { markdown },
    failureToast: (failed) => ({ title: pagesText.saveFailed, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
  });
  // The browser's check (the shared schema) says its message in English: in the admin's language here.
  const markdownError = fieldError("markdown");
  return (
    <form {...formProps} className="grid gap-3" aria-label={title} data-testid={`page-form-${slug}`}>
      <input type="hidden" name="slug" value={slug} />
      <FormMessage tone="error" title={formMessage} />
      <FormMessage tone="success" title={doneMessage?.message} />
      <FormField id={`page-${slug}`} label={`${title}: ${pagesText.markdown}`} error={markdownError && english(markdownError)}>
        {(control) => <Textarea {...control} rows={14} className="font-mono text-sm" defaultValue={initial("markdown")} {...form.register("markdown")} />}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pagesText.save}
        </Button>
        <a href={`/${slug}`} target="_blank" rel="noopener" className="text-sm font-medium text-primary underline underline-offset-4">
          {pagesText.view}
        </a>
      </div>
    </form>
  );
}
