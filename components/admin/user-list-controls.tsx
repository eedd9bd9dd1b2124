"use client";

import { SearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useTransition } from "react";
import { PageSizeSelect } from "@/components/shared/page-size-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { messages } from "@/lib/messages";
import { userListHref } from "@/lib/user-list-url";
import { USER_PAGE_SIZES } from "@/lib/validation/auth";

const u = messages.users;

/** Search (on submit and on blur) and page size; both start again from page 1. */
export function UserListControls({ searchTerm, limit }: { searchTerm: string; limit: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const lastSearched = useRef(searchTerm);

  const go = (next: { searchTerm: string; limit: number }) => {
    lastSearched.current = next.searchTerm;
    startTransition(() => router.push(userListHref(next)));
  };
  const search = (term: string) => {
    if (term.trim() !== lastSearched.current) go({ searchTerm: term.trim(), limit });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" aria-busy={pending}>
      <form
        role="search"
        className="flex w-full max-w-md gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          search(String(new FormData(event.currentTarget).get("searchTerm") ?? ""));
        }}
      >
        <Input
          name="searchTerm"
          aria-label={u.searchLabel}
          placeholder={u.searchPlaceholder}
          defaultValue={searchTerm}
          maxLength={100}
          onBlur={(event) => search(event.currentTarget.value)}
        />
        <Button type="submit" disabled={pending}>
          <SearchIcon aria-hidden />
          {u.search}
        </Button>
      </form>
      <PageSizeSelect id="page-size" label={u.pageSize} value={limit} sizes={USER_PAGE_SIZES} onSelect={(size) => go({ searchTerm: lastSearched.current, limit: size })} />
    </div>
  );
}
