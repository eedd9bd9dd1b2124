import Link from "next/link";
import { SparklesIcon } from "lucide-react";
import { messages } from "@/lib/messages";

/** The Spotless name and mark, linking home. */
export function BrandLink() {
  return (
    <Link href="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
      <SparklesIcon className="size-5 text-primary" aria-hidden />
      {messages.app.name}
    </Link>
  );
}
