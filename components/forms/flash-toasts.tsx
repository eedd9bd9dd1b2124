"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { FLASH_COOKIE, FLASH_MESSAGES, isFlashKey } from "@/lib/forms/flash";

/** The message a form's action left for this page (lib/forms/flash.ts), shown once as a toast. */
export function FlashToasts() {
  const pathname = usePathname();
  useEffect(() => {
    const entry = document.cookie.split("; ").find((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`));
    if (!entry) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    const key = decodeURIComponent(entry.slice(FLASH_COOKIE.length + 1));
    if (!isFlashKey(key)) return;
    const { title, description } = FLASH_MESSAGES[key];
    toast.success(title, { description, id: `flash-${key}` });
  }, [pathname]);
  return null;
}
