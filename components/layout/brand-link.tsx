import Link from "next/link";
import { SparklesIcon } from "lucide-react";
import { messages } from "@/lib/messages";

/** The Spotless name and mark, linking home. Compact: on the narrowest phones, the mark alone. */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 text-lg font-semibold tracking-tight">
      <SparklesIcon className="size-5 text-primary" aria-hidden />
      <span className={compact ? "max-[400px]:sr-only" : undefined}>{messages.app.name}</span>
    </Link>
  );
}
