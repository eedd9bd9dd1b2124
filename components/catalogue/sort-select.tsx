"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { catalogueBrowserMessages } from "@/lib/messages/catalogue-browser";

const catalogueBrowserText = catalogueBrowserMessages;

/** The catalogue's sort menu (Radix Select), loaded and opened on first use (CatalogueFilters). */
export function SortSelect({ value, label, onChange }: { value: string; label: string | undefined; onChange: (sort: string) => void }) {
  return (
    <Select defaultOpen value={value} onValueChange={onChange}>
      <SelectTrigger id="catalogue-sort" className="w-48">
        {/* The label is given, not looked up, so the stand-in and the server-rendered page show it too. */}
        <SelectValue placeholder={catalogueBrowserText.sortPlaceholder}>{label}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="price">{catalogueBrowserText.sortPriceAsc}</SelectItem>
        <SelectItem value="-price">{catalogueBrowserText.sortPriceDesc}</SelectItem>
      </SelectContent>
    </Select>
  );
}
