import type { Metadata } from "next";
import Link from "next/link";
import { BadgeCheckIcon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { Stars } from "@/components/reviews/stars";
import { Pagination } from "@/components/shared/pagination";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { stickyEndColumn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { setReviewHiddenAction } from "@/lib/actions/reviews";
import { formatDisplayDate } from "@/lib/format/time";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { listReviewsForModeration } from "@/lib/server/reviews/reviews";
import { LIST_DEFAULTS, LIST_PATHS, listHref, pageCountOf } from "@/lib/urls/lists";
import { cn } from "@/lib/utils";
import { adminReviewListQuerySchema } from "@/lib/validation/reviews";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";

export const metadata: Metadata = { title: messages.reviews.adminTitle };

const r = messages.reviews;

/** Reviews (admin): every review, newest first; hiding one takes it out of the public lists and the averages. */
export default async function ReviewModerationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requirePageUser("admin");
  const query = queryFromSearchParams(adminReviewListQuerySchema, await searchParams);
  const { reviews, total } = await listReviewsForModeration(admin, query);
  const href = (params: { hidden?: string; page?: number }) => listHref(LIST_PATHS.adminReviews, { ...params, limit: query.limit }, LIST_DEFAULTS.adminReviews);
  const filters = [
    { label: r.filterAll, hidden: undefined },
    { label: r.filterShown, hidden: "false" },
    { label: r.filterHidden, hidden: "true" },
  ];

  return (
    <section aria-labelledby="reviews-heading" className="grid gap-6">
      <PageHeading id="reviews-heading" title={r.adminTitle} subtitle={r.adminSubtitle} />
      <nav aria-label={r.visibility} className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            href={href({ hidden: filter.hidden })}
            aria-current={query.hidden === filter.hidden ? "page" : undefined}
            className={buttonVariants({ size: "sm", variant: query.hidden === filter.hidden ? "default" : "outline" })}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {reviews.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{r.noneYet}</p>
      ) : (
        <Table aria-labelledby="reviews-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{r.author}</TableHead>
              <TableHead>{r.ratingColumn}</TableHead>
              <TableHead className="hidden md:table-cell">{r.comment}</TableHead>
              <TableHead>{r.date}</TableHead>
              <TableHead>{r.visibility}</TableHead>
              <TableHead className={cn("text-right", stickyEndColumn)}>
                <span className="sr-only">{r.visibility}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reviews.map((review) => {
              const author = `${review.user.firstName} ${review.user.lastName}`;
              return (
                <TableRow key={review._id} data-testid="review-row">
                  <TableCell className="min-w-40 align-top md:whitespace-nowrap">
                    <p className="font-medium">{author}</p>
                    {review.verified ? (
                      <p className="inline-flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400" title={r.verifiedHint}>
                        <BadgeCheckIcon className="size-3.5" aria-hidden /> {r.verified}
                      </p>
                    ) : null}
                    {/* On a phone the review is read here, beside its Hide button (the column would be off-screen). */}
                    <p className="mt-2 text-sm md:hidden">{review.comment}</p>
                  </TableCell>
                  <TableCell className="align-top">
                    <Stars rating={review.rating} />
                  </TableCell>
                  <TableCell className="hidden max-w-md min-w-60 text-sm md:table-cell">{review.comment}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDisplayDate(review.createdAt.slice(0, 10))}</TableCell>
                  <TableCell>
                    <Badge variant={review.hidden ? "destructive" : "secondary"}>{review.hidden ? r.hidden : r.shown}</Badge>
                  </TableCell>
                  <TableCell className={cn("text-right", stickyEndColumn)}>
                    {/* The answer (the changed review, or a refusal) is for callers that read it; this form only needs the page rendered again. */}
                    <form action={setReviewHiddenAction as unknown as (form: FormData) => Promise<void>}>
                      <input type="hidden" name="id" value={review._id} />
                      <input type="hidden" name="hidden" value={review.hidden ? "false" : "true"} />
                      <button type="submit" aria-label={review.hidden ? r.showLabel(author) : r.hideLabel(author)} className={buttonVariants({ size: "sm", variant: review.hidden ? "outline" : "destructive" })}>
                        {review.hidden ? r.show : r.hide}
                      </button>
                    </form>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Pagination page={query.page} pageCount={pageCountOf(total, query.limit)} hrefFor={(page) => href({ hidden: query.hidden, page })} />
    </section>
  );
}
