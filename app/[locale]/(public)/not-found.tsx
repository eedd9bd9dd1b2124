import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { messages } from "@/lib/messages";

export const metadata: Metadata = { title: messages.notFound.title, robots: { index: false } };

/**
 * An address no page serves ((public)/[...missing]) and notFound() in a
 * public page (an unknown service): the message inside the public layout's
 * header and footer.
 */
export default function PublicNotFound() {
  return <NotFoundMessage />;
}
