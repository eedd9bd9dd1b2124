"use client";

import { useOptimistic, useTransition } from "react";
import { toast } from "sonner";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { updateRoleAction } from "@/lib/actions/users";
import { messages } from "@/lib/messages";
import type { Role } from "@/lib/validation/auth";

const u = messages.users;
const label = (role: string) => (role === "admin" ? u.admin : u.user);

/** The role selector on a user card; disabled on the admin's own card. */
export function UserRoleSelect({ userId, role, name, disabled }: { userId: string; role: Role; name: string; disabled: boolean }) {
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(role);

  const change = (next: string) =>
    startTransition(async () => {
      setShown(next as Role);
      await withLoadingToast(async () => {
        const result = await updateRoleAction(userId, next);
        if (result.ok) toast.success(u.roleUpdated(label(result.data.role)));
        else toast.error(u.roleFailed, { description: result.message });
      }, u.roleFailed);
    });

  return (
    <Select value={shown} onValueChange={change} disabled={disabled || pending}>
      <SelectTrigger aria-label={`${u.role}: ${name}`} className="w-28">
        <SelectValue>{label(shown)}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="admin">{u.admin}</SelectItem>
        <SelectItem value="user">{u.user}</SelectItem>
      </SelectContent>
    </Select>
  );
}
