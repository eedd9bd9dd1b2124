"use client";
import * as React from "react";
import { format } from "date-fns";
import { DayPicker, getDefaultClassNames } from "react-day-picker";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A day's name for assistive technology starts with the number the button
 * shows ("23 November 2026, Monday"), so that what people see is part of what
 * they can say (WCAG 2.5.3). A day marked with the `open` modifier (it has
 * something to book) says so too.
 */
function labelDayButton(date: Date, modifiers: { today?: boolean; selected?: boolean; open?: boolean }) {
  const label = format(date, "d MMMM yyyy, EEEE");
  return `${label}${modifiers.today ? ", today" : ""}${modifiers.open ? ", free times" : ""}${modifiers.selected ? ", selected" : ""}`;
}

export function Calendar({ className, classNames, showOutsideDays = true, ...props }: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      labels={{ labelDayButton }}
      showOutsideDays={showOutsideDays}
      className={cn("bg-background p-3 [--cell-size:2.25rem]", className)}
      classNames={{
        root: cn("w-fit", defaults.root),
        months: cn("relative flex flex-col gap-4", defaults.months),
        month: cn("flex w-full flex-col gap-4", defaults.month),
        nav: cn("absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1", defaults.nav),
        button_previous: cn(buttonVariants({ variant: "ghost" }), "size-(--cell-size) p-0 select-none aria-disabled:opacity-50", defaults.button_previous),
        button_next: cn(buttonVariants({ variant: "ghost" }), "size-(--cell-size) p-0 select-none aria-disabled:opacity-50", defaults.button_next),
        month_caption: cn("flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)", defaults.month_caption),
        caption_label: cn("text-sm font-medium select-none", defaults.caption_label),
        month_grid: "w-full border-collapse",
        weekdays: cn("flex", defaults.weekdays),
        weekday: cn("flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none", defaults.weekday),
        week: cn("mt-2 flex w-full", defaults.week),
        day: cn("relative aspect-square h-full w-full p-0 text-center select-none", defaults.day),
        day_button: cn(buttonVariants({ variant: "ghost" }), "size-(--cell-size) p-0 font-normal"),
        selected: "rounded-md [&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90",
        today: "rounded-md bg-accent text-accent-foreground",
        outside: cn("text-muted-foreground", defaults.outside),
        disabled: cn("text-muted-foreground opacity-50", defaults.disabled),
        hidden: cn("invisible", defaults.hidden),
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass, ...rest }) =>
          orientation === "left" ? <ChevronLeftIcon className={cn("size-4", chevronClass)} {...rest} /> : <ChevronRightIcon className={cn("size-4", chevronClass)} {...rest} />,
      }}
      {...props}
    />
  );
}
