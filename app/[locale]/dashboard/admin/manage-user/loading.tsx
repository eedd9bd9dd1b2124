import { PageLoading } from "@/components/shared/page-loading";
import { Skeleton } from "@/components/ui/skeleton";

/** While the user list loads: the page's shape, so nothing jumps when it arrives. */
export default function Loading() {
  return (
    <PageLoading>
      <div className="grid gap-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-72" />
      </div>
      <Skeleton className="h-9 w-full max-w-md" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-[134px] rounded-xl" />
        ))}
      </div>
    </PageLoading>
  );
}
