"use client";

import { useEffect } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { ImageFileField, useImagePick, WEB_IMAGE_TYPES } from "@/components/forms/image-file-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { useSection } from "@/components/providers/section-words-context";
import { Button } from "@/components/ui/button";
import { removeLogoAction, uploadLogoAction } from "@/lib/actions/settings";
import { settingsMessages } from "@/lib/messages/settings";
import { LOGO_MAX_BYTES } from "@/lib/validation/limits";

/**
 * The shop's logo on the settings page: what it is now, a new one uploaded
 * (checked in the browser for kind and size, judged by its bytes on the
 * server), or removed. Both are forms: they work without JavaScript.
 */
export function LogoForm({ logoUrl }: { logoUrl: string | null }) {
  const logoText = useSection(settingsMessages, "settings").logo;
  const { fileError, pick } = useImagePick({ maxBytes: LOGO_MAX_BYTES, typeMessage: logoText.fileType, sizeMessage: logoText.fileTooLarge });
  const { form, formProps, fieldError, formMessage, doneMessage, pending, state } = useActionForm<{ file?: unknown }>({
    action: uploadLogoAction,
    failureToast: (failed) => ({ title: logoText.uploadFailed, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
  });
  useEffect(() => {
    if (state.status === "done") form.reset();
  }, [state, form]);

  const error = fileError ?? fieldError("file");
  return (
    <section aria-labelledby="logo-heading" className="grid max-w-3xl gap-3">
      <h2 id="logo-heading" className="text-lg font-semibold">
        {logoText.title}
      </h2>
      <div className="flex min-h-16 items-center gap-4">
        {logoUrl ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small image the admin chose, shown as the header shows it */}
            <img src={logoUrl} alt={logoText.current} width={64} height={64} className="size-16 rounded border object-contain" />
            <form action={removeLogoAction as unknown as (form: FormData) => Promise<void>}>
              <Button type="submit" variant="outline" size="sm">
                {logoText.remove}
              </Button>
            </form>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{logoText.none}</p>
        )}
      </div>
      <form {...formProps} className="grid max-w-xl gap-3" aria-label={logoText.upload}>
        <FormMessage tone="error" title={formMessage} />
        <FormMessage tone="success" title={doneMessage?.message} />
        <ImageFileField id="logo-file" label={logoText.file} accept={WEB_IMAGE_TYPES.join(",")} required error={error} hint={logoText.hint} onPick={pick} />
        <Button type="submit" disabled={pending || Boolean(fileError)} className="w-fit">
          {logoText.upload}
        </Button>
      </form>
    </section>
  );
}
