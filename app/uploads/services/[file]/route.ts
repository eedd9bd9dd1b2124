import { readLocalUpload } from "@/lib/server/storage/avatar-storage";
import { detectImageType } from "@/lib/server/storage/image-type";

/** Serves service photos kept on the local disk. Names are random and never reused, so they cache forever. */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const bytes = await readLocalUpload("services", (await context.params).file);
  const type = bytes && detectImageType(bytes);
  if (!bytes || !type) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
