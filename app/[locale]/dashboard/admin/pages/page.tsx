import type { Metadata } from "next";
import { ContentPageForm } from "@/components/admin/content-page-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { SHOP_VALUES } from "@/lib/markdown/shop-values";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { getContentPage } from "@/lib/server/pages/content-pages";
import { CONTENT_PAGES } from "@/lib/validation/settings";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "pages")).adminTitle };
}

/** FAQ, privacy and terms (admins): each page's Markdown, saved on its own. */
export default async function ContentPagesAdmin({ params }: Props) {
  await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [pages, pagesText] = await Promise.all([Promise.all(CONTENT_PAGES.map((slug) => getContentPage(slug))), sectionIn(locale, "pages")]);
  return (
    <section aria-labelledby="pages-heading" className="grid max-w-3xl gap-8">
      <PageHeading id="pages-heading" title={pagesText.adminTitle} subtitle={pagesText.adminSubtitle} />
      <p className="text-sm text-muted-foreground">{pagesText.valuesHint([...SHOP_VALUES])}</p>
      {pages.map((page) => (
        <div key={page.slug} className="grid gap-2 rounded-xl border bg-card p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{pagesText[page.slug]}</h2>
          <ContentPageForm slug={page.slug} title={pagesText[page.slug]} markdown={page.markdown} />
        </div>
      ))}
    </section>
  );
}
