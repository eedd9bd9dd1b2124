"use client";

import { LogOutIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { logoutAction } from "@/lib/actions/auth";
import { authMessages } from "@/lib/messages/auth";

/** Ends the web session and the refresh token, then goes home. */
export function LogoutButton({ className }: { className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await logoutAction();
          toast.success(authMessages.loggedOut);
          router.replace("/");
          router.refresh();
        })
      }
    >
      <LogOutIcon aria-hidden />
      {authMessages.logout}
    </Button>
  );
}
