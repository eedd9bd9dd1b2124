import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { PhotoUploadForm } from "@/components/admin/photo-upload-form";
import { ServicePhoto } from "@/components/catalogue/service-photo";
import { PageHeading } from "@/components/dashboard/page-heading";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { deleteServicePhotoAction, setCoverPhotoAction } from "@/lib/actions/photos";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { messagesIn, sectionIn } from "@/lib/server/i18n/sections";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { isAppError } from "@/lib/errors";
import { listServicePhotos } from "@/lib/server/photos/service-photos";
import { getService } from "@/lib/server/services/get-service";
import { idSchema } from "@/lib/validation/common";

type Props = { params: Promise<{ id: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "photos")).title };
}

type FormAction = (form: FormData) => Promise<void>;

/** A service's photos (admins): upload with alt text, choose the cover, delete. Every button is a form: it works without JavaScript. */
export default async function ServicePhotosPage({ params }: Props) {
  await requirePageUser("admin");
  const { id } = await params;
  const messages = await messagesIn(await pageLocale(params));
  const photosText = messages.photos;
  if (!idSchema.safeParse(id).success) notFound();
  const service = await getService(id).catch((error) => {
    if (isAppError(error, "not-found")) notFound();
    throw error;
  });
  const photos = await listServicePhotos(id);
  return (
    <section aria-labelledby="photos-heading" className="grid gap-6">
      <Link href="/dashboard/admin" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon className="size-4" aria-hidden /> {messages.adminServices.title}
      </Link>
      <PageHeading id="photos-heading" title={photosText.manageTitle(service.name)} subtitle={photosText.manageSubtitle} />
      {photos.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-10 text-center text-muted-foreground">{photosText.none}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-photos">
          {photos.map((photo) => (
            <li key={photo._id} className="overflow-hidden rounded-xl border bg-card">
              <div className="relative aspect-[4/3] bg-muted">
                <ServicePhoto photo={photo} fill sizes="(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 90vw" />
                {photo.isCover ? <Badge className="absolute left-2 top-2">{photosText.coverBadge}</Badge> : null}
              </div>
              <div className="grid gap-3 p-3">
                <p className="line-clamp-2 text-sm">{photo.alt}</p>
                <div className="flex flex-wrap gap-2">
                  {!photo.isCover ? (
                    <form action={setCoverPhotoAction as unknown as FormAction}>
                      <input type="hidden" name="service" value={service._id} />
                      <input type="hidden" name="photo" value={photo._id} />
                      <button type="submit" aria-label={photosText.makeCoverLabel(photo.alt)} className={buttonVariants({ size: "sm", variant: "outline" })}>
                        {photosText.makeCover}
                      </button>
                    </form>
                  ) : null}
                  <form action={deleteServicePhotoAction as unknown as FormAction}>
                    <input type="hidden" name="service" value={service._id} />
                    <input type="hidden" name="photo" value={photo._id} />
                    <button type="submit" aria-label={photosText.removeLabel(photo.alt)} className={buttonVariants({ size: "sm", variant: "destructive" })}>
                      {photosText.remove}
                    </button>
                  </form>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{photosText.upload}</h2>
        <PhotoUploadForm serviceId={service._id} />
      </div>
    </section>
  );
}
