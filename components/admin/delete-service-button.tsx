"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { startTransition, useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { deleteServiceAction } from "@/lib/actions/admin-catalogue";
import { adminServicesMessages } from "@/lib/messages/admin-services";

/** The delete confirmation (the old site's wording); closes after a delete, stays open if it failed. */
export function DeleteServiceButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { dispatch, pending } = useFormAction({
    action: (_state, _none: undefined) => deleteServiceAction(id),
    failureToast: (failed) => ({ title: failed.message || adminServicesMessages.deleteFailed }),
    doneToast: () => ({ title: adminServicesMessages.deleted }),
    onDone: () => {
      setOpen(false);
      router.refresh();
    },
    crashToast: { title: adminServicesMessages.deleteCrashed },
  });

  const confirm = () => startTransition(() => dispatch(undefined));

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={adminServicesMessages.remove(name)} className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminServicesMessages.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{adminServicesMessages.confirmBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{adminServicesMessages.cancel}</AlertDialogCancel>
          {/* Not an AlertDialog Action: that would close the dialog before the answer is known. */}
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {adminServicesMessages.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
