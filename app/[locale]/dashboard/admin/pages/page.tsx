import type { Metadata } from "next";
import { ContentPageForm } from "@/components/admin/content-page-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { SHOP_VALUES } from "@/lib/markdown/shop-values";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { getContentPage } from "@/lib/server/pages/content-pages";
import { CONTENT_PAGES } from "@/lib/validation/settings";

const pagesText = messages.pages;

export const metadata: Metadata = { title: pagesText.adminTitle };

/** FAQ, privacy and terms (admins): each page's Markdown, saved on its own. */
export default async function ContentPagesAdmin() {
  await requirePageUser("admin");
  const pages = await Promise.all(CONTENT_PAGES.map((slug) => getContentPage(slug)));
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
