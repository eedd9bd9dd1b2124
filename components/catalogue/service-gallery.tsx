import { ServicePhoto, type PhotoView } from "@/components/catalogue/service-photo";

/**
 * A service's photos on its page: the cover large, the others in a row of
 * thumbnails below it, each in a fixed 4:3 box (no layout shift). `label`: the
 * gallery's name in the page's language ('Photos of Oil Change').
 */
export function ServiceGallery({ label, photos }: { label: string; photos: (PhotoView & { isCover: boolean; _id: string })[] }) {
  if (photos.length === 0) return null;
  const cover = photos.find((photo) => photo.isCover) ?? photos[0];
  const others = photos.filter((photo) => photo !== cover);
  return (
    <section aria-label={label} className="grid gap-3" data-testid="service-gallery">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl border bg-muted">
        <ServicePhoto photo={cover} fill priority sizes="(min-width: 1152px) 440px, (min-width: 1024px) 38vw, 92vw" />
      </div>
      {others.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {others.map((photo) => (
            <li key={photo._id} className="relative aspect-[4/3] overflow-hidden rounded-lg border bg-muted">
              <ServicePhoto photo={photo} fill sizes="(min-width: 1024px) 140px, (min-width: 640px) 22vw, 30vw" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
