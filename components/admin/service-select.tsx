"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ServiceName } from "@/lib/server/services/manage-services";

/** A service chosen by name (the slot forms), optionally with an "all services" choice first. */
export function ServiceSelect({
  id,
  services,
  value,
  onChange,
  placeholder,
  allLabel,
  invalid,
  describedBy,
  ariaLabel,
}: {
  id: string;
  services: ServiceName[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  allLabel?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Where no visible label names it. */
  ariaLabel?: string;
}) {
  const chosen = value === "all" ? allLabel : services.find((service) => service._id === value)?.name;
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} aria-invalid={invalid} aria-describedby={describedBy} aria-label={ariaLabel} className="w-full">
        <SelectValue placeholder={placeholder}>{chosen}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {allLabel ? <SelectItem value="all">{allLabel}</SelectItem> : null}
        {services.map((service) => (
          <SelectItem key={service._id} value={service._id}>
            {service.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
