import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * next/image's <img> (the same srcset, sizes, lazy loading and reserved
 * size) rendered where it is used, without next/image's browser component:
 * for pictures that need nothing after they load (no blur placeholder, no
 * load callbacks), so that showing them costs a page no JavaScript. With
 * `preload` (or `priority`) the page's head asks for the picture early, as
 * next/image does.
 */
export function StaticImage({ alt, ...options }: ImageProps) {
  const { props } = getImageProps({ alt, ...options });
  if (options.preload || options.priority) {
    preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...props} alt={alt} data-nimg={options.fill ? "fill" : "1"} />;
}
