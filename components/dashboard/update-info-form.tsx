"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ImageIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Avatar } from "@/components/dashboard/avatar";
import { FormField } from "@/components/forms/form-field";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { updateAvatarAction, updateProfileAction } from "@/lib/actions/profile";
import { messages } from "@/lib/messages";
import { AVATAR_MAX_BYTES, profileFormSchema, type ProfileFormInput, type ProfileUpdateInput } from "@/lib/validation/auth";

const d = messages.dashboard;
const v = messages.validation;

/** Update Information: avatar with preview, first and last name; only what changed is sent. */
export function UpdateInfoForm({ user }: { user: { firstName: string; lastName: string; email: string; image: string | null } }) {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string>();
  const form = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const { errors, isSubmitting } = form.formState;

  function pickFile(picked: File | undefined) {
    setFileError(undefined);
    if (!picked) return;
    if (!picked.type.startsWith("image/")) return rejectFile(v.imageType);
    if (picked.size > AVATAR_MAX_BYTES) return rejectFile(v.imageTooLarge);
    const reader = new FileReader();
    reader.onload = () => {
      setFile(picked);
      setPreview(String(reader.result));
    };
    reader.onerror = () => rejectFile(v.imageRead);
    reader.readAsDataURL(picked);
  }

  function rejectFile(message: string) {
    setFile(null);
    setPreview(null);
    setFileError(message);
    if (fileInput.current) fileInput.current.value = "";
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const changes: ProfileUpdateInput = {};
    if (values.firstName !== user.firstName) changes.firstName = values.firstName;
    if (values.lastName !== user.lastName) changes.lastName = values.lastName;
    await withLoadingToast(async () => {
      if (!file && Object.keys(changes).length === 0) {
        toast.info(d.nothingChanged);
        return;
      }
      if (Object.keys(changes).length > 0) {
        const result = await updateProfileAction(changes);
        if (!result.ok) return void toast.error(d.profileFailed, { description: result.message });
      }
      if (file) {
        const data = new FormData();
        data.set("file", file);
        const result = await updateAvatarAction(data);
        if (!result.ok) {
          setFileError(result.message);
          return void toast.error(d.profileFailed, { description: result.message });
        }
        setFile(null);
      }
      toast.success(d.profileUpdated);
      form.reset(values);
      router.refresh();
    }, d.profileFailed);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
      <div className="flex items-center gap-4">
        <Avatar src={preview ?? user.image} name={`${user.firstName} ${user.lastName}`} size={88} />
        <div className="grid gap-2">
          <label htmlFor="avatar" className="text-sm font-medium">
            {d.avatar}
          </label>
          <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} aria-describedby="avatar-error">
            <ImageIcon aria-hidden />
            {d.chooseImage}
          </Button>
          <input
            ref={fileInput}
            id="avatar"
            name="file"
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => pickFile(event.target.files?.[0])}
          />
          <p id="avatar-error" role={fileError ? "alert" : undefined} className="min-h-4 text-xs text-destructive">
            {fileError}
          </p>
        </div>
      </div>
      <div className="grid gap-1 sm:grid-cols-2 sm:gap-x-4">
        <FormField id="firstName" label={d.firstNameRequired} error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register("firstName")} />}
        </FormField>
        <FormField id="lastName" label={d.lastNameRequired} error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register("lastName")} />}
        </FormField>
      </div>
      <FormField id="email" label={messages.auth.email}>
        {(control) => <Input {...control} type="email" value={user.email} readOnly />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-fit">
        {d.submit}
      </Button>
    </form>
  );
}
