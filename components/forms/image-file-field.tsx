"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/**
 * An image upload's native file input (field `file`, so that the form works
 * without JavaScript), with its label, an optional hint, and the message of a
 * refused file under it.
 */
export function ImageFileField({
  id,
  label,
  accept,
  error,
  hint,
  required,
  className,
  onPick,
}: {
  id: string;
  label: string;
  accept: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  onPick: (input: HTMLInputElement) => void;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        name="file"
        type="file"
        accept={accept}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
        className="h-auto cursor-pointer py-1.5 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1 file:text-sm file:font-medium"
        onChange={(event) => onPick(event.currentTarget)}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} role={error ? "alert" : undefined} className="min-h-4 text-xs text-destructive">
        {error}
      </p>
    </div>
  );
}

/** The kinds of image the server takes for photos and logos (it judges the bytes; this checks the name's type first). */
export const WEB_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

/**
 * The browser's first check of a picked photo or logo: its declared type and
 * its size. A refused file is cleared from the input and its message kept.
 */
export function useImagePick(rules: { maxBytes: number; typeMessage: string; sizeMessage: string }) {
  const [fileError, setFileError] = useState<string>();
  function pick(input: HTMLInputElement) {
    setFileError(undefined);
    const file = input.files?.[0];
    if (!file) return;
    const problem = !WEB_IMAGE_TYPES.includes(file.type) ? rules.typeMessage : file.size > rules.maxBytes ? rules.sizeMessage : undefined;
    if (!problem) return;
    setFileError(problem);
    input.value = "";
  }
  return { fileError, pick };
}
