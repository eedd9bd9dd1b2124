import "server-only";
import sharp from "sharp";
import { messages } from "@/lib/messages";
import { invalid, isAppError } from "@/lib/errors";
import { detectImageType } from "@/lib/server/storage/image-type";

/** The widths a photo is stored in (never wider than it came). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
/** Larger images than this (in pixels) are refused before decoding: a small file can claim a huge canvas. */
const MAX_PIXELS = 40_000_000;
/** The box a logo is fitted into, in pixels. */
const LOGO_BOX = 512;
/** The box an avatar is fitted into, in pixels: pages show avatars at up to 112 pixels, 512 is sharp on any screen. */
const AVATAR_BOX = 512;
const PHOTO_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);
/** Avatars could always be GIFs too (an animated one keeps its first frame). */
const AVATAR_TYPES = new Set([...PHOTO_TYPES, "image/gif"]);

export type PhotoVariant = { width: number; height: number; bytes: Buffer };

const badFile = (message: string) => invalid(message, [{ field: "file", message }]);

/** What a refused image is told, in the words of what it was meant to be (a photo, a logo). */
type ImageRefusals = { fileType: string; fileTooBig: string; fileUnreadable: string };

/**
 * The image's width once turned upright, after its bytes proved it one of the
 * accepted types (whatever its name or declared type say) of a size sharp may
 * decode: the size is read from the file's header, so a small file claiming a
 * huge canvas (a decompression bomb) is refused before any pixel is decoded.
 */
async function uprightWidth(bytes: Uint8Array, say: ImageRefusals, accepted = PHOTO_TYPES): Promise<number> {
  const detected = detectImageType(bytes);
  if (!detected || !accepted.has(detected.type)) throw badFile(say.fileType);
  try {
    // The header only (no pixel is decoded), without sharp's own limit: over it, sharp would only say it failed.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    if (meta.width * meta.height > MAX_PIXELS) throw badFile(say.fileTooBig);
    // Sideways in the file (EXIF orientation 5–8): its width is its height.
    return (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch (error) {
    if (isAppError(error)) throw error;
    throw badFile(say.fileUnreadable);
  }
}

/** Upright, without its metadata (camera, place), re-encoded as WebP within the box. */
async function reencoded(bytes: Uint8Array, box: { width: number; height?: number }, quality: number, say: ImageRefusals): Promise<PhotoVariant> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ ...box, fit: "inside", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, bytes: data };
  } catch {
    throw badFile(say.fileUnreadable);
  }
}

/**
 * A photo as the site stores it: its bytes must prove it a PNG, JPEG or
 * WebP; it is turned upright (EXIF orientation), stripped of its metadata
 * and re-encoded as WebP in a few widths, narrowest first.
 */
export async function processPhoto(bytes: Uint8Array): Promise<PhotoVariant[]> {
  const width = await uprightWidth(bytes, messages.photos);
  const widths = [...new Set([...PHOTO_WIDTHS.filter((w) => w < width), Math.min(width, PHOTO_WIDTHS.at(-1)!)])].sort((a, b) => a - b);
  return Promise.all(widths.map((target) => reencoded(bytes, { width: target }, 80, messages.photos)));
}

/** The shop's logo: checked as a photo is, and stored once, within 512 × 512 pixels (transparency kept). */
export async function processLogo(bytes: Uint8Array): Promise<PhotoVariant> {
  await uprightWidth(bytes, messages.settings.logo);
  return reencoded(bytes, { width: LOGO_BOX, height: LOGO_BOX }, 90, messages.settings.logo);
}

/**
 * A person's avatar: a PNG, JPEG, GIF or WebP by its bytes, checked as a
 * photo is (the pixel limit included), turned upright, stripped of its
 * metadata (camera, place, comments) and stored once as WebP within
 * 512 × 512 pixels.
 */
export async function processAvatar(bytes: Uint8Array): Promise<PhotoVariant> {
  await uprightWidth(bytes, messages.validation.avatar, AVATAR_TYPES);
  return reencoded(bytes, { width: AVATAR_BOX, height: AVATAR_BOX }, 85, messages.validation.avatar);
}
