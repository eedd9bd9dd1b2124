import { formatPrice } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { pageWriting } from "@/lib/server/bookings/checkout-words";

/**
 * The checkout's word on a deposit, before the customer pays: what Pay Now takes, what is left for the shop,
 * and what becomes of the deposit if they cancel (docs/payments.md), in the page's language. Nothing when all
 * of the price is paid online.
 */
export async function DepositNotice({ totalCents, dueOnlineCents, currency, noticeHours, locale }: { totalCents: number; dueOnlineCents: number; currency: string; noticeHours: number; locale: Locale }) {
  if (dueOnlineCents >= totalCents) return null;
  const [t, writing] = await Promise.all([pageTranslator(locale, "booking"), pageWriting(locale)]);
  const price = (cents: number) => formatPrice(cents / 100, currency, writing);
  return (
    <div className="grid gap-1 border-t pt-4 text-sm" data-testid="deposit-notice">
      <p className="font-semibold">{t("checkout.payNowDeposit", { online: price(dueOnlineCents), atShop: price(totalCents - dueOnlineCents) })}</p>
      <p className="text-muted-foreground">{t("checkout.depositPolicy", { hours: noticeHours })}</p>
    </div>
  );
}
