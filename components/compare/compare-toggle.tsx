"use client";

import { GitCompareArrowsIcon } from "@/components/ui/icons/git-compare-arrows";
import { Button } from "@/components/ui/button";
import { useComparison, type ComparedService } from "./compare-store";

/** 'Add to Compare' / 'Remove from Compare' on a service card, in the page's language (`words`). */
export function CompareToggle({ service, words, className }: { service: ComparedService; words: { add: string; remove: string }; className?: string }) {
  const { has, toggle } = useComparison();
  const selected = has(service.id);
  return (
    <Button type="button" variant={selected ? "secondary" : "outline"} className={className} aria-pressed={selected} aria-label={`${selected ? words.remove : words.add}: ${service.name}`} onClick={() => toggle(service)}>
      <GitCompareArrowsIcon aria-hidden />
      {selected ? words.remove : words.add}
    </Button>
  );
}
