"use client";

import Link from "next/link";
import { SparklesIcon } from "lucide-react";
import { useShop } from "@/components/shop/shop-context";

/** The shop's name and mark (its logo when it has one), linking home. Compact: on the narrowest phones, the mark alone. */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  const { businessName, logoUrl } = useShop();
  return (
    <Link href="/" className="flex min-w-0 shrink-0 items-center gap-2 text-lg font-semibold tracking-tight">
      {logoUrl ? (
        // The shop's own logo, at a fixed size (no layout shift); its name beside it says what it is.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={logoUrl} alt="" width={28} height={28} className="size-7 shrink-0 rounded object-contain" />
      ) : (
        <SparklesIcon className="size-5 shrink-0 text-primary" aria-hidden />
      )}
      <span className={compact ? "max-w-[14rem] truncate max-[400px]:sr-only" : "max-w-[14rem] truncate"}>{businessName}</span>
    </Link>
  );
}
