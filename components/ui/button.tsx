import * as React from "react";
import { clsx } from "clsx";
import { cn } from "@/lib/utils";
import { slotted } from "./slot";

const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
const VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
  destructive: "bg-destructive text-white shadow-xs hover:bg-destructive/90 dark:bg-destructive/60 dark:hover:bg-destructive/70",
  outline: "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:hover:bg-input/50",
  secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
};
const SIZES = {
  default: "h-9 px-4 py-2",
  sm: "h-8 gap-1.5 rounded-md px-3",
  lg: "h-10 rounded-md px-6",
  icon: "size-9",
};

/** A button's look (variant, default "default"; size, default "default"; null: none) as class-variance-authority wrote it: the classes in that order, not merged. */
export type ButtonVariants = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null };

export function buttonVariants({ variant, size, className }: ButtonVariants & { className?: string } = {}) {
  return clsx(BASE, variant === null ? null : VARIANTS[variant ?? "default"], size === null ? null : SIZES[size ?? "default"], className);
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  children,
  ...props
}: React.ComponentProps<"button"> & ButtonVariants & { asChild?: boolean }) {
  const own = { "data-slot": "button", className: cn(buttonVariants({ variant, size, className })), ...props };
  if (asChild) return slotted(children, own);
  return <button {...own}>{children}</button>;
}
