import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { messages } from "@/lib/messages";

export const metadata: Metadata = { title: messages.notFound.title, robots: { index: false } };

/**
 * notFound() in a public page (an unknown service): the public layout already
 * draws the header and footer. Without this, the root not-found page (header
 * and footer included) would stand in here, and every public page's payload
 * would carry a second copy of them for it.
 */
export default function PublicNotFound() {
  return <NotFoundMessage />;
}
