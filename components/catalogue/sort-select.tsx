"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** The catalogue's sort menu (Radix Select), loaded and opened on first use (CatalogueFilters), in the page's language (its words). */
export function SortSelect({ value, label, words, onChange }: { value: string; label: string | undefined; words: { sortPlaceholder: string; sortPriceAsc: string; sortPriceDesc: string }; onChange: (sort: string) => void }) {
  return (
    <Select defaultOpen value={value} onValueChange={onChange}>
      <SelectTrigger id="catalogue-sort" className="w-48">
        {/* The label is given, not looked up, so the stand-in and the server-rendered page show it too. */}
        <SelectValue placeholder={words.sortPlaceholder}>{label}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="price">{words.sortPriceAsc}</SelectItem>
        <SelectItem value="-price">{words.sortPriceDesc}</SelectItem>
      </SelectContent>
    </Select>
  );
}
