import Link from "next/link";
import { CalendarXIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

/** What ServiceGone says, in the page's language (the catalogue's `booking.serviceGone`, and `booking.result.viewBookings`). */
export type ServiceGoneWords = { title: string; body: string; browse: string; viewBookings: string };

/**
 * Where a link to a deleted service leads (its page, a waitlist offer, an old
 * email): says it is no longer offered, instead of a bare not-found page.
 */
export function ServiceGone({ name, words }: { name: string; words: ServiceGoneWords }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <section role="status" aria-labelledby="service-gone" className="grid gap-4 rounded-xl border bg-card p-6 text-center sm:p-8" data-testid="service-gone">
        <CalendarXIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h1 id="service-gone" className="text-2xl font-bold tracking-tight">
          {name}
        </h1>
        <p className="font-semibold">{words.title}</p>
        <p className="text-muted-foreground">{words.body}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/services" className={buttonVariants()}>
            {words.browse}
          </Link>
          <Link href="/dashboard/user/my-bookings" className={buttonVariants({ variant: "outline" })}>
            {words.viewBookings}
          </Link>
        </div>
      </section>
    </div>
  );
}
