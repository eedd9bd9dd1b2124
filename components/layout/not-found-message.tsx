import Link from "next/link";
import { Button } from "@/components/ui/button";
import { notFoundMessages } from "@/lib/messages/not-found";

/** The not-found page's message and its way home, inside whatever header and footer the page has. */
export function NotFoundMessage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{notFoundMessages.title}</h1>
      <p className="text-muted-foreground">{notFoundMessages.body}</p>
      <Button asChild>
        <Link href="/">{notFoundMessages.home}</Link>
      </Button>
    </section>
  );
}
