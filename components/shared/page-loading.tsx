import { catalogueMessages } from "@/lib/messages/catalogue";

/** A page's skeleton while it loads, announced once to screen readers. */
export function PageLoading({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        {catalogueMessages.loading}
      </span>
      {children}
    </div>
  );
}
