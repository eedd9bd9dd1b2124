import type { Metadata } from "next";
import Link from "next/link";
import { MessageSquareOffIcon } from "lucide-react";
import { stopTextsWords } from "@/lib/server/bookings/checkout-words";
import { StopTextsForm } from "@/components/sms/stop-texts-form";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { stopLinkPage } from "@/lib/server/sms/stop-texts";

type Props = { params: Promise<{ locale: string; token: string }> };

// The token is in the URL: never send it on to another site, never list the page. (Not "no-referrer":
// the form posted without JavaScript would then carry `Origin: null`, which server.mjs refuses.)
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "booking");
  return { title: t("stopTexts.pageTitle"), referrer: "same-origin", robots: { index: false } };
}

/**
 * Where a text's stop link leads (`/s/<token>`), signed in or not: it asks, and only its button (a
 * POST) stops texts, so that opening the link (a link scanner, a preview) changes nothing. A link
 * that is not one gets a page that says so.
 */
export default async function StopTextsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const [page, t] = await Promise.all([stopLinkPage(token), pageTranslator(locale, "booking")]);
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section aria-labelledby="stop-texts" className="grid gap-5 rounded-xl border bg-card p-6 sm:p-8">
        <MessageSquareOffIcon className="mx-auto size-12 text-muted-foreground" aria-hidden />
        <h1 id="stop-texts" className="text-center text-2xl font-bold tracking-tight">
          {page ? t("stopTexts.question", { shop: page.shop }) : t("stopTexts.pageTitle")}
        </h1>
        {page ? (
          <>
            <p className="text-center text-muted-foreground">{t("stopTexts.explain")}</p>
            <StopTextsForm token={token} words={await stopTextsWords(locale)} />
          </>
        ) : (
          <div role="alert" className="grid gap-4 text-center">
            <p>{t("stopTexts.linkInvalid")}</p>
            <Link href="/dashboard/user#phone" prefetch={false} className="font-medium text-primary underline-offset-4 hover:underline">
              {t("stopTexts.profileLink")}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
