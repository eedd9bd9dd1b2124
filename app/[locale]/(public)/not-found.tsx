import type { Metadata } from "next";
import { PageNotFound } from "@/components/layout/page-not-found";
import enSite from "@/lib/messages/en/site.json";

export const metadata: Metadata = { title: enSite.notFound.title, robots: { index: false } };

/**
 * notFound() in a public page (an unknown service): the message inside the
 * public layout's header and footer. (An address no page serves gets
 * app/not-found.tsx, the same inside a document of its own.)
 */
export default function PublicNotFound() {
  return <PageNotFound />;
}
