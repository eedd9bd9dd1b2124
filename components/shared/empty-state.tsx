import { InboxIcon } from "lucide-react";
import type { Locale } from "@/lib/i18n/locales";
import { sectionIn } from "@/lib/server/i18n/sections";

/** An admin list with nothing in it, in the page's language. */
export async function EmptyState({ locale }: { locale: Locale }) {
  const text = await sectionIn(locale, "catalogue");
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
      <InboxIcon className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-lg font-semibold">{text.empty}</p>
      <p className="max-w-md text-sm text-muted-foreground">{text.emptyBody}</p>
    </div>
  );
}
