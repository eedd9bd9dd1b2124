import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { PublicChrome } from "@/components/layout/public-chrome";
import { messages } from "@/lib/messages";

export const metadata: Metadata = { title: messages.notFound.title, robots: { index: false } };

/** An address no page serves, and notFound() outside the public pages: the message in the public header and footer. */
export default function NotFound() {
  return (
    <PublicChrome>
      <NotFoundMessage />
    </PublicChrome>
  );
}
