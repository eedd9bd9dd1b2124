"use client";
import { AlertTriangleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { messages } from "@/lib/messages";

export default function ServicesError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden />
      <p className="text-lg font-semibold">{messages.catalogue.fetchError}</p>
      <Button onClick={reset}>{messages.catalogue.retry}</Button>
    </div>
  );
}
