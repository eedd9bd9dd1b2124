"use server";

import { messages } from "@/lib/messages";
import { addServicePhoto, deleteServicePhoto, setCoverPhoto } from "@/lib/server/photos/service-photos";
import { action, type ActionState } from "./action";

/** A service's Photos page: upload one photo (`service`, `file`, `alt`, optional `cover`). */
export const uploadServicePhotoAction = action(
  { signedIn: true, fields: ["service", "alt", "cover"], returnTo: ({ service }) => `/dashboard/admin/services/${encodeURIComponent(service)}/photos` },
  async ({ actor, values, form }, _state: ActionState, _form: FormData) => {
    const file = form?.get("file") ?? null;
    await addServicePhoto(actor, values.service, async () => ({ file, alt: values.alt, cover: values.cover }));
    // Uploaded: the form starts again empty (the photo shows in the list above it).
    return { message: messages.photos.uploaded, values: { service: values.service } };
  },
);

/**
 * 'Delete' beside a photo (a form: works without JavaScript); the page renders again. Whatever a
 * caller sends in the form's place reads as empty fields, which the operation refuses.
 */
export const deleteServicePhotoAction = action({ signedIn: true, fields: ["service", "photo"] }, async ({ actor, values }, _form: unknown) => ({
  data: await deleteServicePhoto(actor, values.service, values.photo),
}));

/** 'Make cover' beside a photo. */
export const setCoverPhotoAction = action({ signedIn: true, fields: ["service", "photo"] }, async ({ actor, values }, _form: unknown) => ({
  data: await setCoverPhoto(actor, values.service, values.photo),
}));
