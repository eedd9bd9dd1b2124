import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FlaskConicalIcon } from "lucide-react";
import { BookingSummary } from "@/components/booking/booking-summary";
import { Button, buttonVariants } from "@/components/ui/button";
import { pageWriting } from "@/lib/server/bookings/checkout-words";
import { cancelTestCheckoutAction, payTestCheckoutAction } from "@/lib/actions/test-checkout";
import { describeMinutes } from "@/lib/format/duration";
import { centsToDollars, formatPrice } from "@/lib/format/money";
import { isAppError } from "@/lib/errors";
import { testCheckoutView } from "@/lib/server/bookings/test-checkout-page";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { getSettings } from "@/lib/server/settings/business-settings";

type Props = { params: Promise<{ locale: string; session: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "booking");
  return { title: t("testCheckout.title"), robots: { index: false } };
}

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
 * page. Pay and Cancel run the same fulfilment as Stripe's webhook. Its lines
 * are named as the checkout's provider is sent them.
 */
export default async function TestCheckoutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { session } = await params;
  const { booking, payable, serviceGone, lines, total } = await load(session);
  const [t, writing] = await Promise.all([pageTranslator(locale, "booking"), pageWriting(locale)]);
  const price = (amount: number) => formatPrice(amount, booking.currency, writing);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <section aria-labelledby="checkout-title" className="grid w-full max-w-md gap-5 rounded-xl border bg-card p-6 shadow-sm">
        <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-500/60 bg-amber-100 p-3 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("testCheckout.banner")}
        </p>
        {/* Anyone with the link can open this page (like a payment provider's): it names no one. */}
        <h1 id="checkout-title" className="text-2xl font-bold tracking-tight">{t("testCheckout.title")}</h1>
        <BookingSummary booking={booking} locale={locale} />
        <table className="w-full text-sm" data-testid="checkout-lines">
          <caption className="pb-1 text-left font-semibold">{t("testCheckout.lines")}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("testCheckout.item")}</th>
              <th scope="col">{t("details.price")}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {lines.map((line, index) => (
              <tr key={index}>
                <td className="py-1.5 pr-4">{line.name}</td>
                <td className="py-1.5 text-right tabular-nums">{price(centsToDollars(line.amountCents))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2">
            <tr>
              <th scope="row" className="py-1.5 pr-4 text-left">
                {t("details.total")}
              </th>
              <td className="py-1.5 text-right font-semibold tabular-nums">{price(total)}</td>
            </tr>
          </tfoot>
        </table>
        {payable ? (
          <div className="grid gap-2">
            <form action={payTestCheckoutAction.bind(null, session) as unknown as FormAction}>
              <Button type="submit" size="lg" className="w-full">
                {t("testCheckout.pay", { amount: price(total) })}
              </Button>
            </form>
            <form action={cancelTestCheckoutAction.bind(null, session) as unknown as FormAction}>
              <Button type="submit" variant="outline" className="w-full">
                {t("testCheckout.cancel")}
              </Button>
            </form>
          </div>
        ) : (
          <div role="status" className="grid gap-2 text-center">
            <p className="font-semibold">{serviceGone ? t("serviceGone.title") : t("testCheckout.expired")}</p>
            <p className="text-sm text-muted-foreground">{serviceGone ? t("testCheckout.serviceGoneBody") : t("testCheckout.expiredBody", { hold: describeMinutes((await getSettings()).holdMinutes, writing) })}</p>
            <Link href="/services" className={buttonVariants({ variant: "outline" })}>
              {t("testCheckout.backToServices")}
            </Link>
          </div>
        )}
      </section>
    </main>
  );
}
