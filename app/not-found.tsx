import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import enSite from "@/lib/messages/en/site.json";
import { geistSans } from "./font";
import "./globals.css";

export const metadata: Metadata = { title: enSite.notFound.title, robots: { index: false } };

/**
 * notFound() above every language (a language segment Spotless does not speak): the message and the
 * way home, in a document of its own. A page finds its not-found page inside its language
 * (app/[locale]/not-found.tsx, app/[locale]/(public)/not-found.tsx); an address no page serves gets
 * app/global-not-found.tsx.
 */
export default function RootNotFound() {
  return (
    <html lang="en" className={geistSans.variable}>
      <body className="min-h-dvh font-sans">
        <main id="main" className="flex min-h-dvh items-center justify-center">
          <NotFoundMessage words={enSite.notFound} />
        </main>
      </body>
    </html>
  );
}
