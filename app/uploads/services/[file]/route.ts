import { servedUploads } from "@/lib/http/uploads";

/** Service photos kept on the local disk. */
export const GET = servedUploads("services");
