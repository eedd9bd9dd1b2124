import { InboxIcon } from "lucide-react";
import { catalogueMessages } from "@/lib/messages/catalogue";

export function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
      <InboxIcon className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-lg font-semibold">{catalogueMessages.empty}</p>
      <p className="max-w-md text-sm text-muted-foreground">{catalogueMessages.emptyBody}</p>
    </div>
  );
}
