"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

const EVERY_MS = 2000;
const GIVE_UP_AFTER_MS = 90_000;

/** While a payment is being confirmed: the page asks the server again every 2 s, for a while; then says so (`stillConfirming`, in the page's language). */
export function ConfirmingRefresh({ stillConfirming }: { stillConfirming: string }) {
  const router = useRouter();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > GIVE_UP_AFTER_MS) {
        clearInterval(timer);
        setGaveUp(true);
        return;
      }
      router.refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return gaveUp ? <p className="text-sm text-muted-foreground">{stillConfirming}</p> : null;
}
