"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { useLocale } from "@/components/providers/locale-context";
import { toast } from "@/components/ui/toast";
import { FLASH_COOKIE, FLASH_MESSAGES, isCatalogueFlashKey, isFlashKey } from "@/lib/forms/flash";

/** The message a form's action left for this page (lib/forms/flash.ts), shown once as a toast: in the page's language when the catalogue has it. */
export function FlashToasts() {
  const pathname = usePathname();
  const flashWords = useLocale().words.flash;
  useEffect(() => {
    const entry = document.cookie.split("; ").find((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`));
    if (!entry) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    const key = decodeURIComponent(entry.slice(FLASH_COOKIE.length + 1));
    if (!isFlashKey(key)) return;
    const shown = isCatalogueFlashKey(key) ? flashWords?.[key] : FLASH_MESSAGES[key];
    if (!shown) return;
    toast.success(shown.title, { description: shown.description, id: `flash-${key}` });
  }, [pathname, flashWords]);
  return null;
}
