import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FlaskConicalIcon } from "lucide-react";
import { BookingSummary } from "@/components/booking/booking-summary";
import { Button, buttonVariants } from "@/components/ui/button";
import { cancelTestCheckoutAction, payTestCheckoutAction } from "@/lib/actions/test-checkout";
import { messages } from "@/lib/messages";
import { describeMinutes } from "@/lib/format/duration";
import { centsToDollars, formatPrice } from "@/lib/format/money";
import { isAppError } from "@/lib/errors";
import { testCheckoutView } from "@/lib/server/bookings/test-checkout-page";
import { getSettings } from "@/lib/server/settings/business-settings";

export const metadata: Metadata = { title: messages.testCheckout.title, robots: { index: false } };

const testCheckoutText = messages.testCheckout;

/** The buttons' actions lead elsewhere (or answer 404); a form action's type wants no answer. */
type FormAction = (form: FormData) => Promise<void>;

async function load(sessionId: string) {
  try {
    return await testCheckoutView(sessionId);
  } catch (error) {
    if (isAppError(error, "not-found")) notFound();
    throw error;
  }
}

/**
 * The built-in test checkout (no Stripe key): clearly not a real payment
 * page. Pay and Cancel run the same fulfilment as Stripe's webhook.
 */
export default async function TestCheckoutPage({ params }: { params: Promise<{ session: string }> }) {
  const { session } = await params;
  const { booking, payable, serviceGone, lines, total } = await load(session);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <section aria-labelledby="checkout-title" className="grid w-full max-w-md gap-5 rounded-xl border bg-card p-6 shadow-sm">
        <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-500/60 bg-amber-100 p-3 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {testCheckoutText.banner}
        </p>
        {/* Anyone with the link can open this page (like a payment provider's): it names no one. */}
        <h1 id="checkout-title" className="text-2xl font-bold tracking-tight">{testCheckoutText.title}</h1>
        <BookingSummary booking={booking} />
        <table className="w-full text-sm" data-testid="checkout-lines">
          <caption className="pb-1 text-left font-semibold">{messages.vehicleDisplay.checkoutLines}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{messages.vehicleDisplay.item}</th>
              <th scope="col">{messages.vehicleDisplay.price}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {lines.map((line, index) => (
              <tr key={index}>
                <td className="py-1.5 pr-4">{line.name}</td>
                <td className="py-1.5 text-right tabular-nums">{formatPrice(centsToDollars(line.amountCents), booking.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2">
            <tr>
              <th scope="row" className="py-1.5 pr-4 text-left">
                {messages.vehicleDisplay.total}
              </th>
              <td className="py-1.5 text-right font-semibold tabular-nums">{formatPrice(total, booking.currency)}</td>
            </tr>
          </tfoot>
        </table>
        {payable ? (
          <div className="grid gap-2">
            <form action={payTestCheckoutAction.bind(null, session) as unknown as FormAction}>
              <Button type="submit" size="lg" className="w-full">
                {testCheckoutText.pay} {formatPrice(total, booking.currency)}
              </Button>
            </form>
            <form action={cancelTestCheckoutAction.bind(null, session) as unknown as FormAction}>
              <Button type="submit" variant="outline" className="w-full">
                {testCheckoutText.cancel}
              </Button>
            </form>
          </div>
        ) : (
          <div role="status" className="grid gap-2 text-center">
            <p className="font-semibold">{serviceGone ? messages.booking.serviceGoneTitle : testCheckoutText.expired}</p>
            <p className="text-sm text-muted-foreground">{serviceGone ? messages.booking.serviceGoneCheckout : testCheckoutText.expiredBody(describeMinutes((await getSettings()).holdMinutes))}</p>
            <Link href="/services" className={buttonVariants({ variant: "outline" })}>
              {testCheckoutText.backToServices}
            </Link>
          </div>
        )}
      </section>
    </main>
  );
}
