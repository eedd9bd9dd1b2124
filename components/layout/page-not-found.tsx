"use client";

import { useWords } from "@/components/providers/locale-context";
import { NotFoundMessage } from "./not-found-message";

/** The not-found message in the page's language (a not-found page is given no route parameters: the layout's words say it). */
export function PageNotFound() {
  return <NotFoundMessage words={useWords().notFound} />;
}
