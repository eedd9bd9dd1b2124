import { Skeleton } from "@/components/ui/skeleton";
import { messages } from "@/lib/messages";

export default function Loading() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        {messages.catalogue.loading}
      </span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}
