import type { ImageLoader } from "next/image";
import { StaticImage as Image } from "@/components/ui/static-image";
import { cn } from "@/lib/utils";

/** What a page needs to show one stored photo: its widths (narrowest first), its size and its alt text. */
export type PhotoView = { url: string; alt: string; width: number; height: number; variants: { width: number; url: string }[] };

/**
 * A service photo with next/image's attributes (StaticImage: no browser
 * code of its own): the browser picks from the widths the server stored (the
 * loader maps each width next/image asks for to the narrowest stored one at
 * least as wide), guided by `sizes`. With `fill` it
 * covers a box whose aspect ratio the parent fixes, so nothing moves as it
 * loads; otherwise its own width and height reserve the space.
 */
export function ServicePhoto({ photo, sizes, fill = false, priority = false, className }: { photo: PhotoView; sizes: string; fill?: boolean; priority?: boolean; className?: string }) {
  const loader: ImageLoader = ({ width }) => (photo.variants.find((variant) => variant.width >= width) ?? photo.variants.at(-1))?.url ?? photo.url;
  return fill ? (
    <Image loader={loader} src={photo.url} alt={photo.alt} fill sizes={sizes} priority={priority} className={cn("object-cover", className)} />
  ) : (
    <Image loader={loader} src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} sizes={sizes} priority={priority} className={cn("h-auto w-full", className)} />
  );
}
