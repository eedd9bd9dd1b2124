"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { bookingMessages } from "@/lib/messages/booking";

/** Back on the service page from a cancelled payment: says so once, then tidies the URL. */
export function PaymentCancelledNotice() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    if (searchParams.get("payment") !== "cancelled") return;
    toast.info(bookingMessages.cancelledToast, { description: bookingMessages.cancelledBody, id: "payment-cancelled" });
    const rest = new URLSearchParams(searchParams);
    rest.delete("payment");
    router.replace(rest.size ? `${pathname}?${rest}` : pathname, { scroll: false });
  }, [pathname, router, searchParams]);
  return null;
}
