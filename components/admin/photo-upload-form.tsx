"use client";

import { useEffect } from "react";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { ImageFileField, useImagePick, WEB_IMAGE_TYPES } from "@/components/forms/image-file-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useEnglishIn, useSection } from "@/components/providers/section-words-context";
import { uploadServicePhotoAction } from "@/lib/actions/photos";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { photosMessages } from "@/lib/messages/photos";
import { PHOTO_MAX_BYTES } from "@/lib/validation/limits";

/** Upload a photo of a service: the file, its alt text, and whether it becomes the cover. Works without JavaScript. */
export function PhotoUploadForm({ serviceId }: { serviceId: string }) {
  const photosText = useSection(photosMessages, "photos");
  // The browser's check of the fields says the shared schema's English messages.
  const english = useEnglishIn();
  const { fileError, pick } = useImagePick({ maxBytes: PHOTO_MAX_BYTES, typeMessage: photosText.fileType, sizeMessage: photosText.fileTooLarge });
  const sent = useActionForm<{ alt: string; cover?: string }>({
    action: uploadServicePhotoAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/settings").then((module) => module.photoFieldsSchema as never)),
    failureToast: (failed) => ({ title: photosText.uploadFailed, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
  });
  const { form, formProps, initial, formMessage, doneMessage, pending, state } = sent;
  const fieldError = (name: string) => {
    const message = sent.fieldError(name);
    return message && english(message);
  };
  useEffect(() => {
    if (state.status === "done") form.reset({ alt: "", cover: undefined });
  }, [state, form]);

  const error = fileError ?? fieldError("file");
  return (
    <form {...formProps} className="grid max-w-xl gap-3" aria-label={photosText.upload}>
      <input type="hidden" name="service" value={serviceId} />
      <FormMessage tone="error" title={formMessage} />
      <FormMessage tone="success" title={doneMessage?.message} />
      <ImageFileField id="photo-file" label={photosText.file} accept={WEB_IMAGE_TYPES.join(",")} required error={error} onPick={pick} />
      <FormField id="photo-alt" label={photosText.alt} error={fieldError("alt")} hint={photosText.altHint}>
        {(control) => <Input {...control} maxLength={200} defaultValue={initial("alt")} {...form.register("alt")} />}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" value="true" className="size-4 accent-primary" {...form.register("cover")} />
        {photosText.cover}
      </label>
      <Button type="submit" disabled={pending || Boolean(fileError)} className="w-fit">
        {photosText.upload}
      </Button>
    </form>
  );
}
