import type { ServicePhoto } from "@/lib/generated/prisma/client";

export type PhotoVariantDto = { width: number; url: string };
/** A photo on the wire: `_id`, `url` (its largest width), `alt`, and what pages need to show it without layout shift. */
export type ServicePhotoDto = { _id: string; url: string; alt: string; width: number; height: number; isCover: boolean; variants: PhotoVariantDto[] };

/** What a photo's DTO is made of. */
export type PhotoFields = Pick<ServicePhoto, "id" | "alt" | "width" | "height" | "isCover" | "variants">;

export function toPhotoDto(photo: PhotoFields): ServicePhotoDto {
  const variants = (photo.variants as PhotoVariantDto[]).map(({ width, url }) => ({ width, url })).sort((a, b) => a.width - b.width);
  return { _id: photo.id, url: variants.at(-1)?.url ?? "", alt: photo.alt, width: photo.width, height: photo.height, isCover: photo.isCover, variants };
}

/** The photos of a service in their order (for queries: `include: { photos: PHOTO_ORDER }`). */
export const PHOTO_ORDER = { orderBy: [{ position: "asc" as const }, { createdAt: "asc" as const }] };
