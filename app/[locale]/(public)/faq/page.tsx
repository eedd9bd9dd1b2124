import type { Metadata } from "next";
import { MarkdownBody } from "@/components/content/markdown-body";
import { JsonLd } from "@/components/seo/json-ld";
import { parseFaq } from "@/lib/markdown/render";
import { pageAlternates, pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { showContentPage } from "@/lib/server/pages/content-pages";
import { getSettings } from "@/lib/server/settings/business-settings";

type Props = { params: Promise<{ locale: string }> };

// Admins edit it (Business Settings → Pages): rendered per request, never at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [{ businessName }, t] = await Promise.all([getSettings(), pageTranslator(locale, "pages")]);
  return { title: t("faq.title"), description: t("faq.description", { name: businessName }), alternates: await pageAlternates("/faq", locale) };
}

/**
 * The FAQ: each `##` heading of the admin's Markdown is a question, what follows it the answer (as the
 * admin wrote them); FAQPage JSON-LD for search engines. Its own heading in the page's language.
 */
export default async function FaqPage({ params }: Props) {
  const [page, t] = await Promise.all([showContentPage("faq"), pageLocale(params).then((locale) => pageTranslator(locale, "pages"))]);
  const { introHtml, entries } = parseFaq(page.markdown);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      {entries.length > 0 ? (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: entries.map((entry) => ({ "@type": "Question", name: entry.question, acceptedAnswer: { "@type": "Answer", text: entry.answerText } })),
          }}
        />
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight">{t("faq.title")}</h1>
      {introHtml.trim() ? <MarkdownBody html={introHtml} className="mt-4" /> : null}
      {entries.length > 0 ? (
        <div className="mt-8 divide-y rounded-xl border bg-card" data-testid="faq-list">
          {entries.map((entry, index) => (
            <section key={index} aria-labelledby={`q-${index}-${entry.id}`} className="p-5 sm:p-6">
              <h2 id={`q-${index}-${entry.id}`} className="text-lg font-semibold">
                {entry.question}
              </h2>
              <MarkdownBody html={entry.answerHtml} className="mt-2 text-muted-foreground" />
            </section>
          ))}
        </div>
      ) : !introHtml.trim() ? (
        <p className="mt-6 text-muted-foreground">{t("empty")}</p>
      ) : null}
    </article>
  );
}
