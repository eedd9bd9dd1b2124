import "server-only";
import { readLocalUpload, type UploadFolder } from "@/lib/server/storage/file-store";
import { detectImageType } from "@/lib/server/storage/image-type";

/**
 * The route that serves one folder of the local disk store back
 * (app/uploads/<folder>/[file]). Names are random and never reused, so the
 * files cache forever; anything that is not an image this store wrote is 404.
 */
export function servedUploads(folder: UploadFolder) {
  return async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
    const bytes = await readLocalUpload(folder, (await context.params).file);
    const type = bytes && detectImageType(bytes);
    if (!bytes || !type) return new Response("Not found", { status: 404 });
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": type.type,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  };
}
