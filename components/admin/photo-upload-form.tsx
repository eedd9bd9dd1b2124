"use client";

import { useEffect, useState } from "react";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { uploadServicePhotoAction } from "@/lib/actions/photos";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { messages } from "@/lib/messages";
import { PHOTO_MAX_BYTES } from "@/lib/validation/limits";

const p = messages.photos;

/** Upload a photo of a service: the file, its alt text, and whether it becomes the cover. Works without JavaScript. */
export function PhotoUploadForm({ serviceId }: { serviceId: string }) {
  const [fileError, setFileError] = useState<string>();
  const { form, formProps, fieldError, initial, formMessage, doneMessage, pending, state } = useActionForm<{ alt: string; cover?: string }>({
    action: uploadServicePhotoAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/settings").then((module) => module.photoFieldsSchema as never)),
    failureToast: (failed) => ({ title: p.uploadFailed, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
  });
  useEffect(() => {
    if (state.status === "done") form.reset({ alt: "", cover: undefined });
  }, [state, form]);

  function pick(input: HTMLInputElement) {
    setFileError(undefined);
    const file = input.files?.[0];
    if (!file) return;
    const problem = !["image/png", "image/jpeg", "image/webp"].includes(file.type) ? p.fileType : file.size > PHOTO_MAX_BYTES ? p.fileTooLarge : undefined;
    if (!problem) return;
    setFileError(problem);
    input.value = "";
  }

  const error = fileError ?? fieldError("file");
  return (
    <form {...formProps} className="grid max-w-xl gap-3" aria-label={p.upload}>
      <input type="hidden" name="service" value={serviceId} />
      <FormMessage tone="error" title={formMessage} />
      <FormMessage tone="success" title={doneMessage?.message} />
      <div className="grid gap-2">
        <label htmlFor="photo-file" className="text-sm font-medium">
          {p.file}
        </label>
        <Input
          id="photo-file"
          name="file"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          required
          aria-invalid={Boolean(error)}
          aria-describedby="photo-file-error"
          className="h-auto cursor-pointer py-1.5 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1 file:text-sm file:font-medium"
          onChange={(event) => pick(event.currentTarget)}
        />
        <p id="photo-file-error" role={error ? "alert" : undefined} className="min-h-4 text-xs text-destructive">
          {error}
        </p>
      </div>
      <FormField id="photo-alt" label={p.alt} error={fieldError("alt")} hint={p.altHint}>
        {(control) => <Input {...control} maxLength={200} defaultValue={initial("alt")} {...form.register("alt")} />}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" value="true" className="size-4 accent-primary" {...form.register("cover")} />
        {p.cover}
      </label>
      <Button type="submit" disabled={pending || Boolean(fileError)} className="w-fit">
        {p.upload}
      </Button>
    </form>
  );
}
