"use client";

import { useRouter } from "next/navigation";
import { useRef, useTransition } from "react";
import { useSection } from "@/components/providers/section-words-context";
import { PageSizeSelect } from "@/components/forms/page-size-select";
import { SearchForm } from "@/components/shared/search-form";
import { usersMessages } from "@/lib/messages/users";
import { LIST_DEFAULTS, LIST_PATHS, listHref } from "@/lib/urls/lists";
import { USER_PAGE_SIZES } from "@/lib/validation/auth";

/** Search (on submit and on blur) and page size; both start again from page 1. */
export function UserListControls({ searchTerm, limit }: { searchTerm: string; limit: number }) {
  const text = useSection(usersMessages, "users");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const lastSearched = useRef(searchTerm);

  const go = (next: { searchTerm: string; limit: number }) => {
    lastSearched.current = next.searchTerm;
    startTransition(() => router.push(listHref(LIST_PATHS.adminUsers, next, LIST_DEFAULTS.adminUsers)));
  };
  const search = (term: string) => {
    if (term !== lastSearched.current) go({ searchTerm: term, limit });
  };

  return (
    <div className="flex flex-col gap-3 @xl:flex-row @xl:items-center @xl:justify-between" aria-busy={pending}>
      <SearchForm label={text.searchLabel} placeholder={text.searchPlaceholder} buttonLabel={text.search} defaultValue={searchTerm} pending={pending} onSearch={search} onBlur={search} />
      <PageSizeSelect inline id="page-size" value={limit} sizes={USER_PAGE_SIZES} onSelect={(size) => go({ searchTerm: lastSearched.current, limit: size })} />
    </div>
  );
}
