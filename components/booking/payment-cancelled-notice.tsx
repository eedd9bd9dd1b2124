"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/** Back on the service page from a cancelled payment: says so once (in the words the page passes), then tidies the URL. */
export function PaymentCancelledNotice({ title, description }: { title: string; description: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    if (searchParams.get("payment") !== "cancelled") return;
    toast.info(title, { description, id: "payment-cancelled" });
    const rest = new URLSearchParams(searchParams);
    rest.delete("payment");
    router.replace(rest.size ? `${pathname}?${rest}` : pathname, { scroll: false });
  }, [pathname, router, searchParams, title, description]);
  return null;
}
