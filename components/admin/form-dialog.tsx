"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

type Props = {
  trigger: React.ReactNode;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the form, for fields the caller reads from it (a table of rows). */
  onSubmit: (form: HTMLFormElement) => void;
  submitLabel: string;
  /** A step that cannot be undone (a confirmation) is shown as such. */
  submitVariant?: "default" | "destructive";
  cancelLabel: string;
  pending: boolean;
  className?: string;
  children: React.ReactNode;
};

/** A dialog holding one form, with Cancel and a submit button; the caller decides when it closes. */
export function FormDialog({ trigger, title, description, open, onOpenChange, onSubmit, submitLabel, submitVariant, cancelLabel, pending, className, children }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event.currentTarget);
          }}
        >
          {children}
          <DialogFooter className="mt-4">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant={submitVariant} disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
