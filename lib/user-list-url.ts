import { USER_PAGE_SIZE } from "@/lib/validation/auth";

export const USER_LIST_PATH = "/dashboard/admin/manage-user";

/** The canonical User Management URL: empty and default values are left out. */
export function userListHref(params: { searchTerm?: string; limit?: number; page?: number }): string {
  const query = new URLSearchParams();
  if (params.searchTerm?.trim()) query.set("searchTerm", params.searchTerm.trim());
  if (params.limit && params.limit !== USER_PAGE_SIZE) query.set("limit", String(params.limit));
  if (params.page && params.page > 1) query.set("page", String(params.page));
  return query.size ? `${USER_LIST_PATH}?${query}` : USER_LIST_PATH;
}
