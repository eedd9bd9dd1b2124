import type { Metadata } from "next";
import { paginationWordsIn } from "@/components/shared/pagination-words";
import Link from "next/link";
import { BadgeCheckIcon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { Stars } from "@/components/reviews/stars";
import { Pagination } from "@/components/shared/pagination";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { stickyEndColumn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { approveReviewAction, setReviewHiddenAction } from "@/lib/actions/reviews";
import { formatDisplayDate } from "@/lib/format/time";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";
import { listReviewsForModeration } from "@/lib/server/reviews/manage-reviews";
import { LIST_DEFAULTS, LIST_PATHS, listHref, pageCountOf } from "@/lib/urls/lists";
import { cn } from "@/lib/utils";
import { adminReviewListQuerySchema } from "@/lib/validation/reviews";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "reviews")).adminTitle };
}

// The answer (the changed review, or a refusal) is for callers that read it; these forms only need the page rendered again.
const approveForm = approveReviewAction as unknown as (form: FormData) => Promise<void>;
const hideForm = setReviewHiddenAction as unknown as (form: FormData) => Promise<void>;

/**
 * Reviews (admin): those awaiting approval first, then the rest, newest
 * first. Approving one lets it into the public lists and the averages;
 * hiding one takes it out. Both are plain forms (they work without JavaScript).
 * In the admin's language, dates and counts too.
 */
export default async function ReviewModerationPage({ params, searchParams }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [reviewsText, { latinDigits }] = await Promise.all([sectionIn(locale, "reviews"), getSettings()]);
  const writing = { locale, latinDigits };
  const query = queryFromSearchParams(adminReviewListQuerySchema, await searchParams);
  const { reviews, total, awaiting } = await listReviewsForModeration(admin, query);
  const href = (at: { status?: string; page?: number }) => listHref(LIST_PATHS.adminReviews, { ...at, limit: query.limit }, LIST_DEFAULTS.adminReviews);
  const filters = [
    { label: reviewsText.filterAll, status: undefined },
    { label: reviewsText.filterAwaiting, status: "awaiting" },
    { label: reviewsText.filterShown, status: "shown" },
    { label: reviewsText.filterHidden, status: "hidden" },
  ];

  return (
    <section aria-labelledby="reviews-heading" className="grid gap-6">
      <PageHeading id="reviews-heading" title={reviewsText.adminTitle} subtitle={reviewsText.adminSubtitle} />
      <nav aria-label={reviewsText.visibility} className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            href={href({ status: filter.status })}
            aria-current={query.status === filter.status ? "page" : undefined}
            className={buttonVariants({ size: "sm", variant: query.status === filter.status ? "default" : "outline" })}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {awaiting > 0 ? (
        <p className="text-sm font-medium">{reviewsText.awaitingCount(awaiting)}</p>
      ) : null}
      {reviews.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{reviewsText.noneYet}</p>
      ) : (
        <Table aria-labelledby="reviews-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{reviewsText.author}</TableHead>
              <TableHead>{reviewsText.ratingColumn}</TableHead>
              <TableHead>{reviewsText.comment}</TableHead>
              <TableHead>{reviewsText.date}</TableHead>
              <TableHead>{reviewsText.visibility}</TableHead>
              <TableHead className={cn("text-right", stickyEndColumn)}>
                <span className="sr-only">{reviewsText.visibility}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reviews.map((review) => {
              const author = `${review.user.firstName} ${review.user.lastName}`;
              const waiting = !review.approved && !review.hidden;
              return (
                <TableRow key={review._id} data-testid="review-row">
                  <TableCell label={reviewsText.author} wide className="min-w-40 align-top @max-3xl:min-w-0 @3xl:whitespace-nowrap">
                    <p className="font-medium">{author}</p>
                    {review.verified ? (
                      <p className="inline-flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400" title={reviewsText.verifiedHint}>
                        <BadgeCheckIcon className="size-3.5" aria-hidden /> {reviewsText.verified}
                      </p>
                    ) : null}
                  </TableCell>
                  <TableCell label={reviewsText.ratingColumn} className="align-top">
                    <Stars rating={review.rating} writing={writing} />
                  </TableCell>
                  <TableCell label={reviewsText.comment} wide className="max-w-md min-w-60 text-sm @max-3xl:max-w-none @max-3xl:min-w-0">{review.comment}</TableCell>
                  <TableCell label={reviewsText.date} className="whitespace-nowrap">{formatDisplayDate(review.createdAt.slice(0, 10), writing)}</TableCell>
                  <TableCell label={reviewsText.visibility}>
                    <Badge variant={review.hidden ? "destructive" : waiting ? "outline" : "secondary"}>{review.hidden ? reviewsText.hidden : waiting ? reviewsText.awaiting : reviewsText.shown}</Badge>
                  </TableCell>
                  <TableCell wide className={cn("text-right", stickyEndColumn)}>
                    <div className="flex justify-end gap-2 @max-3xl:justify-start">
                      {waiting ? (
                        <form action={approveForm}>
                          <input type="hidden" name="id" value={review._id} />
                          <button type="submit" aria-label={reviewsText.approveLabel(author)} className={buttonVariants({ size: "sm" })}>
                            {reviewsText.approve}
                          </button>
                        </form>
                      ) : null}
                      <form action={hideForm}>
                        <input type="hidden" name="id" value={review._id} />
                        <input type="hidden" name="hidden" value={review.hidden ? "false" : "true"} />
                        <button type="submit" aria-label={review.hidden ? reviewsText.showLabel(author) : reviewsText.hideLabel(author)} className={buttonVariants({ size: "sm", variant: review.hidden ? "outline" : "destructive" })}>
                          {review.hidden ? reviewsText.show : reviewsText.hide}
                        </button>
                      </form>
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Pagination page={query.page} pageCount={pageCountOf(total, query.limit)} hrefFor={(page) => href({ status: query.status, page })} words={await paginationWordsIn(locale)} />
    </section>
  );
}
