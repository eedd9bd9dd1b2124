"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { addServicePhoto, deleteServicePhoto, setCoverPhoto, type ServicePhotoDto } from "@/lib/server/photos/service-photos";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { attempt, attemptForm, formDone, formFailed, readForm, type ActionResult, type FormState } from "./result";

/** A service's Photos page: upload one photo (`service`, `file`, `alt`, optional `cover`). */
export async function uploadServicePhotoAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["service", "alt", "cover"]);
  const admin = await currentUser();
  if (!admin) redirect(signInUrl(`/dashboard/admin/services/${encodeURIComponent(values.service)}/photos`));
  const file = form instanceof FormData ? form.get("file") : null;
  const saved = await attemptForm(() => addServicePhoto(admin, values.service, async () => ({ file, alt: values.alt, cover: values.cover })), messages.forms.checkFields);
  // Uploaded: the form starts again empty (the photo shows in the list above it).
  return saved.ok ? formDone({ service: values.service }, messages.photos.uploaded) : formFailed(saved, { service: values.service, alt: values.alt });
}

/**
 * 'Delete' beside a photo (a form: works without JavaScript); the page renders again. Whatever a
 * caller sends in the form's place reads as empty fields (readForm), which the operation refuses.
 */
export async function deleteServicePhotoAction(form: unknown): Promise<ActionResult<ServicePhotoDto>> {
  const values = readForm(form, ["service", "photo"]);
  return attempt(async () => deleteServicePhoto(await currentUser(), values.service, values.photo));
}

/** 'Make cover' beside a photo. */
export async function setCoverPhotoAction(form: unknown): Promise<ActionResult<ServicePhotoDto>> {
  const values = readForm(form, ["service", "photo"]);
  return attempt(async () => setCoverPhoto(await currentUser(), values.service, values.photo));
}
