"use client";

import { LogOutIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { logoutAction } from "@/lib/actions/auth";
import { useWords } from "@/components/providers/locale-context";

/** Ends the web session and the refresh token, then goes home. */
export function LogoutButton({ className }: { className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { nav } = useWords();
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await logoutAction();
          toast.success(nav.loggedOut);
          router.replace("/");
          router.refresh();
        })
      }
    >
      <LogOutIcon aria-hidden />
      {nav.logout}
    </Button>
  );
}
