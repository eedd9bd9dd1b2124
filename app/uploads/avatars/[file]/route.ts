import { servedUploads } from "@/lib/http/uploads";

/** Avatars kept on the local disk. */
export const GET = servedUploads("avatars");
