"use client";

import { useEffect } from "react";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { ImageFileField, useImagePick, WEB_IMAGE_TYPES } from "@/components/forms/image-file-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { uploadServicePhotoAction } from "@/lib/actions/photos";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { photosMessages } from "@/lib/messages/photos";
import { PHOTO_MAX_BYTES } from "@/lib/validation/limits";

/** Upload a photo of a service: the file, its alt text, and whether it becomes the cover. Works without JavaScript. */
export function PhotoUploadForm({ serviceId }: { serviceId: string }) {
  const { fileError, pick } = useImagePick({ maxBytes: PHOTO_MAX_BYTES, typeMessage: photosMessages.fileType, sizeMessage: photosMessages.fileTooLarge });
  const { form, formProps, fieldError, initial, formMessage, doneMessage, pending, state } = useActionForm<{ alt: string; cover?: string }>({
    action: uploadServicePhotoAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/settings").then((module) => module.photoFieldsSchema as never)),
    failureToast: (failed) => ({ title: photosMessages.uploadFailed, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
  });
  useEffect(() => {
    if (state.status === "done") form.reset({ alt: "", cover: undefined });
  }, [state, form]);

  const error = fileError ?? fieldError("file");
  return (
    <form {...formProps} className="grid max-w-xl gap-3" aria-label={photosMessages.upload}>
      <input type="hidden" name="service" value={serviceId} />
      <FormMessage tone="error" title={formMessage} />
      <FormMessage tone="success" title={doneMessage?.message} />
      <ImageFileField id="photo-file" label={photosMessages.file} accept={WEB_IMAGE_TYPES.join(",")} required error={error} onPick={pick} />
      <FormField id="photo-alt" label={photosMessages.alt} error={fieldError("alt")} hint={photosMessages.altHint}>
        {(control) => <Input {...control} maxLength={200} defaultValue={initial("alt")} {...form.register("alt")} />}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" value="true" className="size-4 accent-primary" {...form.register("cover")} />
        {photosMessages.cover}
      </label>
      <Button type="submit" disabled={pending || Boolean(fileError)} className="w-fit">
        {photosMessages.upload}
      </Button>
    </form>
  );
}
