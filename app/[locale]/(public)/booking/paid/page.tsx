import type { Metadata } from "next";
import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "booking");
  return { title: t("paid.thanksTitle"), robots: { index: false } };
}

/**
 * Where a payment link the shop sent comes back to: its customer may have no session here (nor a
 * password), so this page needs none and shows nothing of the booking; the payment's settling
 * (the provider's webhook, the test checkout's button) confirms it and emails the confirmation.
 */
export default async function PaidByLinkPage({ params, searchParams }: Props) {
  const t = await pageTranslator(await pageLocale(params), "booking");
  const left = (await searchParams).left !== undefined;
  const Icon = left ? XCircleIcon : CheckCircle2Icon;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section aria-labelledby="paid-title" className="grid gap-4 rounded-xl border bg-card p-6 text-center sm:p-8">
        <Icon className={`mx-auto size-12 ${left ? "text-destructive" : "text-emerald-600 dark:text-emerald-400"}`} aria-hidden />
        <h1 id="paid-title" className="text-2xl font-bold tracking-tight">
          {left ? t("paid.leftTitle") : t("paid.thanksTitle")}
        </h1>
        <p className="text-muted-foreground">{left ? t("paid.leftBody") : t("paid.thanksBody")}</p>
      </section>
    </div>
  );
}
