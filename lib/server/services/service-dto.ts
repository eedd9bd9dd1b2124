import type { Service } from "@/lib/generated/prisma/client";
import { centsToDollars } from "@/lib/format/money";

/** A service as the REST contract and the pages show it. */
export type ServiceDto = {
  _id: string;
  name: string;
  description: string;
  price: number;
  duration: number;
  image: string | null;
  isFeatured: boolean;
  isDeleted: boolean;
  createdAt: string;
  updatedAt: string;
};

export function toServiceDto(service: Service): ServiceDto {
  return {
    _id: service.id,
    name: service.name,
    description: service.description,
    price: centsToDollars(service.priceCents),
    duration: service.duration,
    image: service.image,
    isFeatured: service.isFeatured,
    isDeleted: service.isDeleted,
    createdAt: service.createdAt.toISOString(),
    updatedAt: service.updatedAt.toISOString(),
  };
}
