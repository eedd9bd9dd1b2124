import type { Service } from "@/lib/generated/prisma/client";
import { toPhotoDto, type PhotoFields, type ServicePhotoDto } from "@/lib/server/photos/photo-dto";
import { centsToDollars } from "@/lib/format/money";

/** A service as the REST contract and the pages show it. */
export type ServiceDto = {
  _id: string;
  name: string;
  description: string;
  price: number;
  duration: number;
  /** Cleanup minutes after each booking, during which its bay stays busy. */
  bufferMinutes: number;
  /** The cover photo's URL (its largest width), or null. */
  image: string | null;
  /** The service's photos, in order: `_id`, `url`, `alt`, and their size and widths. */
  images: ServicePhotoDto[];
  isFeatured: boolean;
  /** It lets its customers book without paying online and pay at the shop (Business settings' payAtShop lets every service). */
  payAtShop: boolean;
  isDeleted: boolean;
  createdAt: string;
  updatedAt: string;
};

export function toServiceDto(service: Omit<Service, "image"> & { photos?: PhotoFields[] }): ServiceDto {
  const images = (service.photos ?? []).map(toPhotoDto);
  return {
    _id: service.id,
    name: service.name,
    description: service.description,
    price: centsToDollars(service.priceCents),
    duration: service.duration,
    bufferMinutes: service.bufferMinutes,
    image: images.find((photo) => photo.isCover)?.url ?? null,
    images,
    isFeatured: service.isFeatured,
    payAtShop: service.payAtShop,
    isDeleted: service.isDeleted,
    createdAt: service.createdAt.toISOString(),
    updatedAt: service.updatedAt.toISOString(),
  };
}
