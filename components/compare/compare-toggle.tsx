"use client";

import { GitCompareArrowsIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { compareMessages } from "@/lib/messages/compare";
import { useComparison, type ComparedService } from "./compare-store";

/** 'Add to Compare' / 'Remove from Compare' on a service card. */
export function CompareToggle({ service, className }: { service: ComparedService; className?: string }) {
  const { has, toggle } = useComparison();
  const selected = has(service.id);
  return (
    <Button type="button" variant={selected ? "secondary" : "outline"} className={className} aria-pressed={selected} aria-label={`${selected ? compareMessages.remove : compareMessages.add}: ${service.name}`} onClick={() => toggle(service)}>
      <GitCompareArrowsIcon aria-hidden />
      {selected ? compareMessages.remove : compareMessages.add}
    </Button>
  );
}
