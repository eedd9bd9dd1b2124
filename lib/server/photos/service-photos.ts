import "server-only";
import { audited } from "@/lib/server/audit/audited";
import { db } from "@/lib/db";
import type { ServicePhoto } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { authorize } from "@/lib/policy/policy";
import { pagesShowing } from "@/lib/server/cache";
import { eventsRecorded, serviceUpdated } from "@/lib/server/events/record-event";
import { conflict, invalid, notFound, tooLarge } from "@/lib/errors";
import type { Actor } from "@/lib/server/operation";
import { fileStore } from "@/lib/server/storage/file-store";
import { z } from "zod";
import { idSchema, parseInput } from "@/lib/validation/common";
import { PHOTO_MAX_BYTES } from "@/lib/validation/limits";
import { photoFieldsSchema } from "@/lib/validation/settings";
import { processPhoto } from "./process-photo";
import { PHOTO_ORDER, toPhotoDto, type ServicePhotoDto } from "./photo-dto";

export type { ServicePhotoDto } from "./photo-dto";

const photosText = messages.photos;
/** A service has at most this many photos. */
export const MAX_PHOTOS = 12;

/** What a door hands over: the upload's parts, read once the caller is let in. */
export type PhotoUpload = { file: unknown; alt: unknown; cover: unknown };

/** The service's id from the address: a 400 naming `id` when it is not one. */
const serviceIdOf = (value: unknown) => parseInput(z.object({ id: idSchema }), { id: value }).id;

async function liveService(id: string) {
  const service = await db.service.findFirst({ where: { id, isDeleted: false }, select: { id: true } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  return service;
}

const badFile = (message: string) => invalid(message, [{ field: "file", message }]);

/**
 * `POST /api/services/{id}/photos` and the Photos page's upload (admins): a
 * PNG, JPEG or WebP of at most 5 MB, judged by its bytes, with alt text;
 * optionally the new cover (a service's first photo is its cover anyway).
 * Re-encoded and resized (sharp), stored like avatars. Nothing is stored
 * when any check fails.
 */
export const addServicePhoto = (actor: Actor, serviceId: unknown, read: () => Promise<PhotoUpload>) => audited(actor, () => runAddServicePhoto(actor, serviceId, read));

async function runAddServicePhoto(actor: Actor, serviceId: unknown, read: () => Promise<PhotoUpload>): Promise<ServicePhotoDto> {
  authorize(actor, "catalogue.manage");
  const id = serviceIdOf(serviceId);
  // The body first (as every write does): its size and kind are refused before anything is looked up.
  const upload = await read();
  await liveService(id);
  const fields = parseInput(photoFieldsSchema, { alt: typeof upload.alt === "string" ? upload.alt : undefined, cover: typeof upload.cover === "string" ? upload.cover : undefined });
  const file = upload.file;
  if (!(file instanceof File) || file.size === 0) throw badFile(photosText.fileRequired);
  if (file.size > PHOTO_MAX_BYTES) throw tooLarge(photosText.fileTooLarge, [{ field: "file", message: photosText.fileTooLarge }]);
  if ((await db.servicePhoto.count({ where: { serviceId: id } })) >= MAX_PHOTOS) throw conflict(photosText.tooMany);

  const variants = await processPhoto(new Uint8Array(await file.arrayBuffer()));
  const storage = fileStore("services");
  const stored: { width: number; url: string }[] = [];
  try {
    for (const variant of variants) stored.push({ width: variant.width, url: await storage.save(variant.bytes, "image/webp", "webp") });
    const largest = variants.at(-1)!;
    const photo = await db.$transaction(async (tx) => {
      // One upload at a time per service: positions and the cover stay consistent.
      await tx.$executeRaw`SELECT id FROM "Service" WHERE id = ${id}::uuid FOR UPDATE`;
      const existing = await tx.servicePhoto.findMany({ where: { serviceId: id }, select: { position: true, isCover: true } });
      if (existing.length >= MAX_PHOTOS) throw conflict(photosText.tooMany);
      const isCover = fields.cover || !existing.some((photo) => photo.isCover);
      if (isCover) await tx.servicePhoto.updateMany({ where: { serviceId: id, isCover: true }, data: { isCover: false } });
      const created = await tx.servicePhoto.create({
        data: { serviceId: id, alt: fields.alt, isCover, position: Math.max(-1, ...existing.map((photo) => photo.position)) + 1, width: largest.width, height: largest.height, variants: stored },
      });
      await serviceUpdated(tx, id, actor!, "photos");
      return created;
    });
    await eventsRecorded();
    pagesShowing.servicePhotos(id);
    return toPhotoDto(photo);
  } catch (error) {
    await Promise.all(stored.map((variant) => storage.remove(variant.url)));
    throw error;
  }
}

async function photoOf(serviceId: string, photoId: unknown): Promise<ServicePhoto> {
  const photo = idSchema.safeParse(photoId).success ? await db.servicePhoto.findFirst({ where: { id: photoId as string, serviceId } }) : null;
  if (!photo) throw notFound(photosText.photoNotFound);
  return photo;
}

/** `DELETE /api/services/{id}/photos/{photoId}` (admins). When the cover goes, the next photo becomes the cover. */
export const deleteServicePhoto = (actor: Actor, serviceId: unknown, photoId: unknown) => audited(actor, () => runDeleteServicePhoto(actor, serviceId, photoId));

async function runDeleteServicePhoto(actor: Actor, serviceId: unknown, photoId: unknown): Promise<ServicePhotoDto> {
  authorize(actor, "catalogue.manage");
  const id = serviceIdOf(serviceId);
  await liveService(id);
  const photo = await photoOf(id, photoId);
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT id FROM "Service" WHERE id = ${id}::uuid FOR UPDATE`;
    await tx.servicePhoto.delete({ where: { id: photo.id } });
    if (photo.isCover) {
      const next = await tx.servicePhoto.findFirst({ where: { serviceId: id }, ...PHOTO_ORDER });
      if (next) await tx.servicePhoto.update({ where: { id: next.id }, data: { isCover: true } });
    }
    await serviceUpdated(tx, id, actor!, "photos");
  });
  await eventsRecorded();
  const storage = fileStore("services");
  await Promise.all(toPhotoDto(photo).variants.map((variant) => storage.remove(variant.url)));
  pagesShowing.servicePhotos(id);
  return toPhotoDto(photo);
}

/** The Photos page's 'Make cover' (admins). */
export const setCoverPhoto = (actor: Actor, serviceId: unknown, photoId: unknown) => audited(actor, () => runSetCoverPhoto(actor, serviceId, photoId));

async function runSetCoverPhoto(actor: Actor, serviceId: unknown, photoId: unknown): Promise<ServicePhotoDto> {
  authorize(actor, "catalogue.manage");
  const id = serviceIdOf(serviceId);
  await liveService(id);
  const photo = await photoOf(id, photoId);
  const updated = await db.$transaction(async (tx) => {
    await tx.servicePhoto.updateMany({ where: { serviceId: id, isCover: true }, data: { isCover: false } });
    const cover = await tx.servicePhoto.update({ where: { id: photo.id }, data: { isCover: true } });
    await serviceUpdated(tx, id, actor!, "photos");
    return cover;
  });
  await eventsRecorded();
  pagesShowing.servicePhotos(id);
  return toPhotoDto(updated);
}

/** A service's photos, in order (the Photos page). */
export async function listServicePhotos(serviceId: string): Promise<ServicePhotoDto[]> {
  return (await db.servicePhoto.findMany({ where: { serviceId }, ...PHOTO_ORDER })).map(toPhotoDto);
}
