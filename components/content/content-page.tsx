import { MarkdownBody } from "@/components/content/markdown-body";
import { formatDisplayDate } from "@/lib/format/time";
import { renderMarkdown } from "@/lib/markdown/render";
import { pagesMessages } from "@/lib/messages/pages";
import type { ContentPageDto } from "@/lib/server/pages/content-pages";

/** A policy page (privacy, terms): its title and the admin's Markdown. */
export function ContentPage({ title, page }: { title: string; page: ContentPageDto }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {page.updatedAt ? <p className="mt-1 text-sm text-muted-foreground">{pagesMessages.updated(formatDisplayDate(page.updatedAt.slice(0, 10)))}</p> : null}
      <div className="mt-6">{page.markdown.trim() ? <MarkdownBody html={renderMarkdown(page.markdown)} /> : <p className="text-muted-foreground">{pagesMessages.empty}</p>}</div>
    </article>
  );
}
