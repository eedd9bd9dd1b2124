import { servedUploads } from "@/lib/http/uploads";

/** The shop's logos kept on the local disk. */
export const GET = servedUploads("logos");
