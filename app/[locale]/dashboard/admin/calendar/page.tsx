import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { calendarHref, DayView, WeekView } from "@/components/admin/calendar-views";
import { PageHeading } from "@/components/dashboard/page-heading";
import { buttonVariants } from "@/components/ui/button";
import { addDaysIso, formatDisplayDate } from "@/lib/format/time";
import type { Writing } from "@/lib/format/writing";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { bayWordsIn, sectionIn } from "@/lib/server/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";
import { loadCalendar } from "@/lib/server/calendar/load-calendar";
import { calendarQuerySchema } from "@/lib/validation/calendar";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "calendar")).title };
}

/**
 * The admin calendar: a day with the bays as columns and time down the side,
 * or a week with a column a day. Server-rendered; the date and the view are
 * the URL, every booking is a link to its page (so Tab and Enter walk it).
 * In the admin's language, dates and times too.
 */
export default async function CalendarPage({ params, searchParams }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const query = queryFromSearchParams(calendarQuerySchema, await searchParams);
  const [data, words, calendarText, { latinDigits }] = await Promise.all([loadCalendar(admin, query), bayWordsIn(locale), sectionIn(locale, "calendar"), getSettings()]);
  const writing: Writing = { locale, latinDigits };
  const step = data.view === "week" ? 7 : 1;
  const viewWord = data.view === "week" ? calendarText.week.toLowerCase() : calendarText.day.toLowerCase();
  const title = data.view === "week" ? `${formatDisplayDate(data.days[0], writing)} – ${formatDisplayDate(data.days[6], writing)}` : formatDisplayDate(data.date, writing);

  return (
    <section aria-labelledby="calendar-heading" className="grid gap-4">
      <PageHeading id="calendar-heading" title={calendarText.title} subtitle={calendarText.subtitle(words)} />
      <nav aria-label={calendarText.title} className="flex flex-wrap items-center gap-2">
        <Link href={calendarHref(addDaysIso(data.date, -step), data.view)} className={buttonVariants({ variant: "outline", size: "icon" })} aria-label={calendarText.previous(viewWord)}>
          <ChevronLeftIcon aria-hidden />
        </Link>
        <Link href={calendarHref(data.today, data.view)} className={buttonVariants({ variant: "outline", size: "sm" })} aria-current={data.days.includes(data.today) ? "date" : undefined}>
          {calendarText.today}
        </Link>
        <Link href={calendarHref(addDaysIso(data.date, step), data.view)} className={buttonVariants({ variant: "outline", size: "icon" })} aria-label={calendarText.next(viewWord)}>
          <ChevronRightIcon aria-hidden />
        </Link>
        <h2 className="px-2 text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        <div role="group" aria-label={calendarText.views} className="ml-auto flex gap-1">
          {(["day", "week"] as const).map((view) => (
            <Link key={view} href={calendarHref(data.date, view)} aria-current={data.view === view ? "page" : undefined} className={buttonVariants({ variant: data.view === view ? "default" : "outline", size: "sm" })}>
              {view === "day" ? calendarText.day : calendarText.week}
            </Link>
          ))}
        </div>
      </nav>
      {data.view === "day" ? <DayView data={data} words={words} text={calendarText} writing={writing} /> : <WeekView data={data} words={words} text={calendarText} writing={writing} />}
    </section>
  );
}
