import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { ClientWords } from "@/lib/i18n/client-words";

/** The not-found page's message and its way home, inside whatever header and footer the page has. */
export function NotFoundMessage({ words }: { words: ClientWords["notFound"] }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{words.title}</h1>
      <p className="text-muted-foreground">{words.body}</p>
      <Button asChild>
        <Link href="/">{words.home}</Link>
      </Button>
    </section>
  );
}
