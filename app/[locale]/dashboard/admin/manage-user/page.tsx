import type { Metadata } from "next";
import { paginationWordsIn } from "@/components/shared/pagination-words";
import { UserListControls } from "@/components/admin/user-list-controls";
import { UserRoleSelect } from "@/components/admin/user-role-select";
import { Avatar } from "@/components/dashboard/avatar";
import { EmptyState } from "@/components/shared/empty-state";
import { Pagination } from "@/components/shared/pagination";
import { PageHeading } from "@/components/dashboard/page-heading";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";
import { elapsedSince } from "@/lib/format/elapsed";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";
import { listUsers } from "@/lib/server/users/list-users";
import { LIST_DEFAULTS, LIST_PATHS, listHref } from "@/lib/urls/lists";
import { userListQuerySchema } from "@/lib/validation/auth";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "users")).title };
}

/** User Management, in the admin's language: each account's card, its role, and how long it has been a member. */
export default async function ManageUsersPage({ params, searchParams }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [text, changes, { latinDigits }] = await Promise.all([sectionIn(locale, "users"), sectionIn(locale, "bookingChanges"), getSettings()]);
  const writing = { locale, latinDigits };
  const query = queryFromSearchParams(userListQuerySchema, await searchParams);
  const { users, total } = await listUsers(admin, query);
  const pageCount = Math.ceil(total / query.limit);

  return (
    <section aria-labelledby="users-heading" className="grid gap-6">
      <PageHeading id="users-heading" title={text.title} subtitle={text.subtitle} />
      <UserListControls key={`${query.searchTerm ?? ""}|${query.limit}`} searchTerm={query.searchTerm ?? ""} limit={query.limit} />
      {users.length === 0 ? (
        <EmptyState locale={locale} />
      ) : (
        <ul className="grid gap-4 @xl:grid-cols-2 @5xl:grid-cols-3">
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            const own = user._id === admin.id;
            return (
              <li key={user._id} className="flex flex-col gap-4 rounded-xl border p-4" data-testid="user-card">
                <div className="flex items-center gap-3">
                  <Avatar src={user.image} name={name} size={48} />
                  <div className="min-w-0">
                    <p className="truncate font-medium">
                      {name} {own ? <span className="text-xs text-muted-foreground">({text.you})</span> : null}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                    {user.role === "user" ? (
                      <p className={user.noShows ? "text-xs font-medium text-rose-700 dark:text-rose-300" : "text-xs text-muted-foreground"} data-testid="no-shows">
                        {changes.noShows(user.noShows ?? 0)}
                      </p>
                    ) : null}
                  </div>
                </div>
                <div className="flex items-center justify-between gap-2">
                  <p className="text-xs text-muted-foreground">
                    {text.memberSince(elapsedSince(user.createdAt, writing))}
                  </p>
                  <UserRoleSelect userId={user._id} role={user.role} name={name} disabled={own} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => listHref(LIST_PATHS.adminUsers, { ...query, page }, LIST_DEFAULTS.adminUsers)} words={await paginationWordsIn(locale)} />
    </section>
  );
}
