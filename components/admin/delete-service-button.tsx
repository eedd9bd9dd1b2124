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
import { useSection } from "@/components/providers/section-words-context";
import { deleteServiceAction } from "@/lib/actions/admin-catalogue";
import { adminServicesMessages } from "@/lib/messages/admin-services";

/** The delete confirmation (the old site's wording); closes after a delete, stays open if it failed. */
export function DeleteServiceButton({ id, name }: { id: string; name: string }) {
  const adminServicesText = useSection(adminServicesMessages, "adminServices");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { dispatch, pending } = useFormAction({
    action: (_state, _none: undefined) => deleteServiceAction(id),
    failureToast: (failed) => ({ title: failed.message || adminServicesText.deleteFailed }),
    doneToast: () => ({ title: adminServicesText.deleted }),
    onDone: () => {
      setOpen(false);
      router.refresh();
    },
    crashToast: { title: adminServicesText.deleteCrashed },
  });

  const confirm = () => startTransition(() => dispatch(undefined));

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={adminServicesText.remove(name)} className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminServicesText.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{adminServicesText.confirmBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{adminServicesText.cancel}</AlertDialogCancel>
          {/* Not an AlertDialog Action: that would close the dialog before the answer is known. */}
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {adminServicesText.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
