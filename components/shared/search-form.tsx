"use client";

import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A list's search box and Search button; `onBlur` searches on leaving the box too (User Management). */
export function SearchForm({
  label,
  placeholder,
  buttonLabel,
  defaultValue,
  pending,
  onSearch,
  onBlur,
}: {
  label: string;
  placeholder: string;
  buttonLabel: string;
  defaultValue: string;
  pending: boolean;
  onSearch: (term: string) => void;
  onBlur?: (term: string) => void;
}) {
  return (
    <form
      role="search"
      className="flex w-full max-w-md gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get("searchTerm") ?? "").trim());
      }}
    >
      <Input name="searchTerm" aria-label={label} placeholder={placeholder} defaultValue={defaultValue} maxLength={100} onBlur={onBlur && ((event) => onBlur(event.currentTarget.value.trim()))} />
      <Button type="submit" disabled={pending}>
        <SearchIcon aria-hidden />
        {buttonLabel}
      </Button>
    </form>
  );
}
