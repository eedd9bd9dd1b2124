import type { Metadata } from "next";
import { PageNotFound } from "@/components/layout/page-not-found";
import enSite from "@/lib/messages/en/site.json";

export const metadata: Metadata = { title: enSite.notFound.title, robots: { index: false } };

/**
 * notFound() outside the public pages (a dashboard page for a service that is
 * gone, a test checkout that does not exist): the message and the way home,
 * without the public header and footer. Public pages get the message inside
 * the public layout ((public)/not-found.tsx), unknown addresses the whole
 * public page (app/not-found.tsx). This not-found page is part of every
 * page's payload, so it stays free of client components: with the public
 * header here, the sign-in and dashboard pages carried the header's client
 * components, and a server that had served a public page sent its 11 kB
 * script with /register too.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center">
      <PageNotFound />
    </main>
  );
}
