import "server-only";
import sharp from "sharp";
import { messages } from "@/lib/messages";
import { invalid, isAppError } from "@/lib/server/errors";
import { detectImageType } from "@/lib/server/storage/image-type";

/** The widths a photo is stored in (never wider than it came). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
/** Larger images than this (in pixels) are refused before decoding: a small file can claim a huge canvas. */
const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp"]);

export type PhotoVariant = { width: number; height: number; bytes: Buffer };

const badFile = (message: string) => invalid(message, [{ field: "file", message }]);

/**
 * A photo as the site stores it: its bytes must prove it a PNG, JPEG or
 * WebP (whatever its name or declared type say); it is turned upright (EXIF
 * orientation), stripped of its metadata (camera, place) and re-encoded as
 * WebP in a few widths, narrowest first.
 */
export async function processPhoto(bytes: Uint8Array): Promise<PhotoVariant[]> {
  const detected = detectImageType(bytes);
  if (!detected || !ACCEPTED.has(detected.type)) throw badFile(messages.photos.fileType);
  let width: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    if (meta.width * meta.height > MAX_PIXELS) throw badFile(messages.photos.fileTooBig);
    // Sideways in the file (EXIF orientation 5–8): its width is its height.
    width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch (error) {
    if (isAppError(error)) throw error;
    throw badFile(messages.photos.fileUnreadable);
  }
  const widths = [...new Set([...PHOTO_WIDTHS.filter((w) => w < width), Math.min(width, PHOTO_WIDTHS.at(-1)!)])].sort((a, b) => a - b);
  try {
    return await Promise.all(
      widths.map(async (target) => {
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
  } catch {
    throw badFile(messages.photos.fileUnreadable);
  }
}
