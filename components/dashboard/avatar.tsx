import { cn } from "@/lib/utils";

export const DEFAULT_AVATAR = "/images/default-avatar.svg";

/** A person's picture, or the default one. Fixed size, so nothing shifts while it loads. */
export function Avatar({ src, name, size = 96, className }: { src: string | null | undefined; name: string; size?: number; className?: string }) {
  return (
    // Avatars come from our disk or uploadthing at any size; next/image would need every host configured.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src || DEFAULT_AVATAR}
      alt={name}
      width={size}
      height={size}
      className={cn("shrink-0 rounded-full border bg-muted object-cover", className)}
      style={{ width: size, height: size }}
    />
  );
}
