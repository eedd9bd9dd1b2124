import Link from "next/link";
import { SparklesIcon } from "lucide-react";
import type { Shop } from "@/components/shop/shop-context";

/**
 * The shop's name and mark (its logo when it has one), linking home. Compact: on the narrowest phones,
 * the mark alone. No script of its own: the public header and the customer's dashboard render it on the
 * server from the shop's settings; the admin shell (a client component) passes `useShop()`.
 */
export function BrandLink({ shop, compact = false }: { shop: Pick<Shop, "businessName" | "logoUrl">; compact?: boolean }) {
  const { businessName, logoUrl } = shop;
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
