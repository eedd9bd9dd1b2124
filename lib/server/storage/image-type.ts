/**
 * The image type a file's first bytes prove, for the four formats avatars may
 * have; null for anything else, whatever the upload claimed to be. (file-type,
 * the usual library, needs Node 22; four signatures do not justify it.)
 */
const SIGNATURES: { type: "image/png" | "image/jpeg" | "image/gif" | "image/webp"; ext: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: "image/png", ext: "png", matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", ext: "jpg", matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", ext: "gif", matches: (b) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a" },
  { type: "image/webp", ext: "webp", matches: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function detectImageType(bytes: Uint8Array): { type: string; ext: string } | null {
  const found = SIGNATURES.find((signature) => signature.matches(bytes));
  return found ? { type: found.type, ext: found.ext } : null;
}
