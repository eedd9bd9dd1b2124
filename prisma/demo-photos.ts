/** The demo catalogue's photos: drawn for the project by scripts/demo-photos.ts, committed in public/images/services. */
export const DEMO_PHOTO_SIZE = { width: 1024, height: 768 } as const;
export const DEMO_PHOTO_WIDTHS = [320, 640, 1024] as const;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The path (under public/) of a service's drawing at one width. */
export const demoPhotoFile = (name: string, width: number) => `/images/services/${slug(name)}-${width}.webp`;

/** The stored photo of a demo service: its widths, size and alt text. */
export function demoPhoto(name: string, description: string) {
  const height = (width: number) => Math.round((width * DEMO_PHOTO_SIZE.height) / DEMO_PHOTO_SIZE.width);
  return {
    alt: `Illustration of ${name.toLowerCase()}: ${description.split(/[.,:]/)[0].toLowerCase()}`,
    width: DEMO_PHOTO_SIZE.width,
    height: DEMO_PHOTO_SIZE.height,
    variants: DEMO_PHOTO_WIDTHS.map((width) => ({ width, height: height(width), url: demoPhotoFile(name, width) })),
  };
}
