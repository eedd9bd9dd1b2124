"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Avatar } from "@/components/dashboard/avatar";
import { FormField } from "@/components/forms/form-field";
import { ImageFileField } from "@/components/forms/image-file-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { updateInfoAction } from "@/lib/actions/profile";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { ProfileRuleWords } from "@/lib/validation/account";
import { AVATAR_MAX_BYTES, type ProfileFormInput } from "@/lib/validation/auth";

/** The form's words, written out in the page's language; `rules`: its schema's messages; `image*`: the picture's, checked in the browser. */
export type UpdateInfoWords = {
  avatar: string;
  firstName: string;
  lastName: string;
  email: string;
  submit: string;
  failed: string;
  nothingChanged: string;
  imageType: string;
  imageTooLarge: string;
  imageRead: string;
  rules: ProfileRuleWords;
};

/**
 * Update Information: avatar (a native file input, so that it works without
 * JavaScript too; with it, a preview), first and last name. Only what changed
 * is saved.
 */
export function UpdateInfoForm({ user, words }: { user: { firstName: string; lastName: string; email: string; image: string | null }; words: UpdateInfoWords }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [picked, setPicked] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const { form, formProps, fieldError, initial, formMessage, doneMessage, pending, state } = useActionForm<ProfileFormInput>({
    action: updateInfoAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/account").then((module) => module.profileFormSchemaIn(words.rules))),
    defaults: { firstName: user.firstName, lastName: user.lastName },
    failureToast: (failed) => ({ title: words.failed, description: failed.message }),
    doneToast: (done) => (done.message ? { title: done.message } : null),
    beforeSend: (values) => {
      if (picked || values.firstName !== user.firstName || values.lastName !== user.lastName) return true;
      toast.info(words.nothingChanged);
      return false;
    },
  });

  // Saved: the page shows the stored picture again, and the file input is empty.
  useEffect(() => {
    if (state.status !== "done") return;
    form.reset();
    setPreview(null);
    setPicked(false);
  }, [state, form]);

  function pickFile(input: HTMLInputElement) {
    setFileError(undefined);
    form.clearErrors("file" as keyof ProfileFormInput);
    setPreview(null);
    setPicked(false);
    const file = input.files?.[0];
    if (!file) return;
    const reject = (message: string) => {
      setFileError(message);
      input.value = "";
    };
    if (!file.type.startsWith("image/")) return reject(words.imageType);
    if (file.size > AVATAR_MAX_BYTES) return reject(words.imageTooLarge);
    const reader = new FileReader();
    reader.onload = () => {
      setPicked(true);
      setPreview(String(reader.result));
    };
    reader.onerror = () => reject(words.imageRead);
    reader.readAsDataURL(file);
  }

  const avatarError = fileError ?? fieldError("file");
  return (
    <form {...formProps} className="grid max-w-xl gap-4">
      <FormMessage tone="error" title={formMessage} />
      <FormMessage tone="success" title={doneMessage?.message} />
      <div className="flex items-center gap-4">
        <Avatar src={preview ?? user.image} name={`${user.firstName} ${user.lastName}`} size={88} />
        <ImageFileField id="avatar" label={words.avatar} accept="image/*" error={avatarError} className="min-w-0 flex-1" onPick={pickFile} />
      </div>
      <div className="grid gap-1 sm:grid-cols-2 sm:gap-x-4">
        <FormField id="firstName" label={words.firstName} error={fieldError("firstName")}>
          {(control) => <Input {...control} autoComplete="given-name" defaultValue={initial("firstName")} {...form.register("firstName")} />}
        </FormField>
        <FormField id="lastName" label={words.lastName} error={fieldError("lastName")}>
          {(control) => <Input {...control} autoComplete="family-name" defaultValue={initial("lastName")} {...form.register("lastName")} />}
        </FormField>
      </div>
      <FormField id="email" label={words.email}>
        {(control) => <Input {...control} type="email" value={user.email} readOnly />}
      </FormField>
      <Button type="submit" disabled={pending} className="w-fit">
        {words.submit}
      </Button>
    </form>
  );
}
