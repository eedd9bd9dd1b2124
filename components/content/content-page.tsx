import { MarkdownBody } from "@/components/content/markdown-body";
import { formatDisplayDate } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";
import { renderMarkdown } from "@/lib/markdown/render";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import type { ContentPageDto } from "@/lib/server/pages/content-pages";
import { getSettings } from "@/lib/server/settings/business-settings";

/** A policy page (privacy, terms): its title and the admin's Markdown (as written), its date and empty state in the page's language. */
export async function ContentPage({ title, page, locale }: { title: string; page: ContentPageDto; locale: Locale }) {
  const [t, { latinDigits }] = await Promise.all([pageTranslator(locale, "pages"), getSettings()]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {page.updatedAt ? <p className="mt-1 text-sm text-muted-foreground">{t("updated", { when: formatDisplayDate(page.updatedAt.slice(0, 10), { locale, latinDigits }) })}</p> : null}
      <div className="mt-6">{page.markdown.trim() ? <MarkdownBody html={renderMarkdown(page.markdown)} /> : <p className="text-muted-foreground">{t("empty")}</p>}</div>
    </article>
  );
}
