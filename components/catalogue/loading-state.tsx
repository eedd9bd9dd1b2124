import { Loader2Icon } from "lucide-react";
import { catalogueMessages } from "@/lib/messages/catalogue";

export function LoadingState() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground">
      <Loader2Icon className="size-5 animate-spin" aria-hidden /> {catalogueMessages.loading}
    </div>
  );
}
