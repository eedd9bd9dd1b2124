"use client";

import { startTransition, useOptimistic, useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { useSection } from "@/components/providers/section-words-context";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { updateRoleAction } from "@/lib/actions/users";
import { usersMessages } from "@/lib/messages/users";
import type { Role } from "@/lib/validation/auth";

/**
 * The role selector on a user card; disabled on the admin's own card. Making
 * someone an admin hands them the whole shop, so it is confirmed first.
 */
export function UserRoleSelect({ userId, role, name, disabled }: { userId: string; role: Role; name: string; disabled: boolean }) {
  const text = useSection(usersMessages, "users");
  const label = (value: string) => (value === "admin" ? text.admin : text.user);
  const [shown, setShown] = useOptimistic(role);
  const [confirming, setConfirming] = useState(false);
  const { dispatch, pending } = useFormAction({
    action: (_state, next: Role) => updateRoleAction(userId, next),
    failureToast: (failed) => ({ title: text.roleFailed, description: failed.message }),
    doneToast: ({ data }) => (data ? { title: text.roleUpdated(label(data.role)) } : null),
    crashToast: { title: text.roleFailed },
  });

  const apply = (next: Role) =>
    startTransition(() => {
      setShown(next);
      dispatch(next);
    });

  const choose = (next: string) => {
    if (next === shown) return;
    if (next === "admin") setConfirming(true);
    else apply(next as Role);
  };

  return (
    <>
      <Select value={shown} onValueChange={choose} disabled={disabled || pending}>
        <SelectTrigger aria-label={`${text.role}: ${name}`} className="w-28">
          <SelectValue>{label(shown)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="admin">{text.admin}</SelectItem>
          <SelectItem value="user">{text.user}</SelectItem>
        </SelectContent>
      </Select>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{text.promoteTitle(name)}</AlertDialogTitle>
            <AlertDialogDescription>{text.promoteBody}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{text.promoteCancel}</AlertDialogCancel>
            <AlertDialogAction onClick={() => apply("admin")}>{text.promoteConfirm}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
