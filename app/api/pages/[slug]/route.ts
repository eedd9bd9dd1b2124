import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { getContentPage, updateContentPage } from "@/lib/server/pages/content-pages";

/** The FAQ, privacy or terms page's Markdown (anyone): `faq`, `privacy`, `terms`. */
export const GET = apiRoute<{ slug: string }>(async (_request, { slug }) => ({ data: await getContentPage(slug) }));

/** Admins: `{ "markdown": "…" }` replaces the page's text. */
export const PUT = apiRoute<{ slug: string }>(async (request, { slug }) => ({
  data: await updateContentPage(await actorOf(request), slug, body(request)),
  message: messages.pages.saved,
}));

export { methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
