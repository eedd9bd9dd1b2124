import Link from "next/link";
import { ServiceCard } from "@/components/catalogue/service-card";
import { Button } from "@/components/ui/button";
import { messages } from "@/lib/messages";
import { listFeaturedServices } from "@/lib/server/services/list-featured-services";

const t = messages.home;

// Featured services change when an admin edits them: render per request, and
// never ask for a database at build time.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const featured = await listFeaturedServices();
  return (
    <>
      <section className="border-b bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 md:py-28">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight md:text-5xl">{t.heroTitle}</h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t.heroBody}</p>
          <div className="flex gap-3">
            <Button asChild size="lg">
              <Link href="/services">{t.bookSlot}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/">{t.explore}</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">{t.featuredTitle}</h2>
        <p className="mb-8 text-muted-foreground">{t.featuredBody}</p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((service) => (
            <li key={service._id}>
              <ServiceCard service={service} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
