import "server-only";
import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/server/database/like";
import { operation } from "@/lib/server/operation";
import { userListQuerySchema } from "@/lib/validation/auth";
import { toListedUserDto, type ListedUserDto } from "./user-dto";

/** The listed accounts with their no-show counts (one grouped query for the page). */
async function withNoShows(users: User[]): Promise<ListedUserDto[]> {
  const counts = await db.booking.groupBy({ by: ["customerId"], where: { customerId: { in: users.map((user) => user.id) }, status: "no_show" }, _count: { _all: true } });
  const byCustomer = new Map(counts.map((row) => [row.customerId, row._count._all]));
  return users.map((user) => toListedUserDto(user, byCustomer.get(user.id) ?? 0));
}

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "asc" }] satisfies Prisma.UserOrderByWithRelationInput[];

/**
 * The admin's user list, newest first, searched by email or name. Without a
 * search the admin's own account leads page 1 (the old site's "current user
 * first"), and the other accounts follow it across the pages.
 */
export const listUsers = operation({ permission: "users.manage", input: userListQuerySchema }, async (query, admin): Promise<{ users: ListedUserDto[]; total: number }> => {
  const { page, limit } = query;
  if (query.searchTerm) {
    const term = escapeLike(query.searchTerm);
    const words = query.searchTerm.split(/\s+/).map(escapeLike);
    const where: Prisma.UserWhereInput = {
      OR: [
        { email: { contains: term, mode: "insensitive" } },
        { firstName: { contains: term, mode: "insensitive" } },
        { lastName: { contains: term, mode: "insensitive" } },
        // "Jane Doe" finds Jane Doe.
        ...(words.length > 1
          ? [{ AND: [{ firstName: { contains: words[0], mode: "insensitive" as const } }, { lastName: { contains: words.slice(1).join(" "), mode: "insensitive" as const } }] }]
          : []),
      ],
    };
    const [users, total] = await Promise.all([
      db.user.findMany({ where, orderBy: NEWEST_FIRST, skip: (page - 1) * limit, take: limit }),
      db.user.count({ where }),
    ]);
    return { users: await withNoShows(users), total };
  }

  // The list is [admin, ...everyone else]; page p shows its items (p-1)*limit .. p*limit-1.
  const others = { id: { not: admin.id } } satisfies Prisma.UserWhereInput;
  const start = (page - 1) * limit;
  const [rest, othersCount] = await Promise.all([
    db.user.findMany({ where: others, orderBy: NEWEST_FIRST, skip: Math.max(0, start - 1), take: start === 0 ? limit - 1 : limit }),
    db.user.count({ where: others }),
  ]);
  const users = start === 0 ? [admin, ...rest] : rest;
  return { users: await withNoShows(users), total: othersCount + 1 };
});
