"use client";

import { useOptimistic, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
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

const u = usersMessages;
const label = (role: string) => (role === "admin" ? u.admin : u.user);

/**
 * The role selector on a user card; disabled on the admin's own card. Making
 * someone an admin hands them the whole shop, so it is confirmed first.
 */
export function UserRoleSelect({ userId, role, name, disabled }: { userId: string; role: Role; name: string; disabled: boolean }) {
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(role);
  const [confirming, setConfirming] = useState(false);

  const apply = (next: Role) =>
    startTransition(async () => {
      setShown(next);
      await withLoadingToast(async () => {
        const result = await updateRoleAction(userId, next);
        if (result.ok) toast.success(u.roleUpdated(label(result.data.role)));
        else toast.error(u.roleFailed, { description: result.message });
      }, u.roleFailed);
    });

  const choose = (next: string) => {
    if (next === shown) return;
    if (next === "admin") setConfirming(true);
    else apply(next as Role);
  };

  return (
    <>
      <Select value={shown} onValueChange={choose} disabled={disabled || pending}>
        <SelectTrigger aria-label={`${u.role}: ${name}`} className="w-28">
          <SelectValue>{label(shown)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="admin">{u.admin}</SelectItem>
          <SelectItem value="user">{u.user}</SelectItem>
        </SelectContent>
      </Select>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{u.promoteTitle(name)}</AlertDialogTitle>
            <AlertDialogDescription>{u.promoteBody}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{u.promoteCancel}</AlertDialogCancel>
            <AlertDialogAction onClick={() => apply("admin")}>{u.promoteConfirm}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
