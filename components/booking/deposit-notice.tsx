import { formatPrice } from "@/lib/format/money";
import { paymentsDepositsMessages } from "@/lib/messages/payments-deposits";

/**
 * The checkout's word on a deposit, before the customer pays: what Pay Now takes, what is left for the shop,
 * and what becomes of the deposit if they cancel (docs/payments.md). Nothing when all of the price is paid online.
 */
export function DepositNotice({ totalCents, dueOnlineCents, currency, noticeHours }: { totalCents: number; dueOnlineCents: number; currency: string; noticeHours: number }) {
  if (dueOnlineCents >= totalCents) return null;
  const price = (cents: number) => formatPrice(cents / 100, currency);
  return (
    <div className="grid gap-1 border-t pt-4 text-sm" data-testid="deposit-notice">
      <p className="font-semibold">{paymentsDepositsMessages.payNowDeposit(price(dueOnlineCents), price(totalCents - dueOnlineCents))}</p>
      <p className="text-muted-foreground">{paymentsDepositsMessages.depositPolicy(noticeHours)}</p>
    </div>
  );
}
