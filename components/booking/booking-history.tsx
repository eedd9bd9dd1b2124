import { describeHistoryEntry } from "@/components/booking/history-words";
import { formatInstantIn } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";
import type { HistoryEntry } from "@/lib/server/bookings/booking-details";
import { accountWords } from "@/lib/server/i18n/account-words";

/**
 * A booking's timeline, oldest first: what happened, when (business time) and by whom (`shop`: the business's name, for
 * what happened by itself). In the page's language (`locale`; the staff's pages: English).
 */
export async function BookingHistory({ history, viewer, timeZone, currency, shop, locale }: { history: HistoryEntry[]; viewer: "customer" | "admin"; timeZone: string; currency: string; shop: string; locale?: Locale }) {
  const words = await accountWords(locale);
  const { t, writing } = words;
  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        {t("history.title")}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("history.empty")}</p>
      ) : (
        <ol className="grid gap-0 border-l pl-5" aria-label={t("history.label")} data-testid="booking-history">
          {history.map((entry) => {
            const { title, by, note } = describeHistoryEntry(entry, viewer, currency, shop, words);
            return (
              <li key={entry._id} className="relative pb-4 last:pb-0" data-type={entry.type}>
                <span aria-hidden className="absolute -left-[1.63rem] top-1.5 size-2.5 rounded-full border-2 border-background bg-primary" />
                <p className="text-sm font-medium">{title}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.at}>{formatInstantIn(entry.at, timeZone, writing)}</time> · {by}
                </p>
                {note ? <p className="mt-1 text-sm text-muted-foreground">{note}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
