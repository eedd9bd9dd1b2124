import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { nextBookedSlot } from "@/lib/server/bookings/list-bookings";
import type { Role } from "@/lib/validation/auth";

/**
 * What the site's header shows about the person looking at a page (from
 * `GET /api/auth/viewer`): null when signed out (the Login link), else their
 * dashboard and, for a customer, the end of their next paid slot.
 */
export type Viewer = { role: Role; dashboard: string; nextSlotStartsAt: string | null; nextSlotEndsAt: string | null };

/**
 * The header's account area for this user. The header asks for it from the
 * browser, so that the public pages themselves are the same for everyone
 * (and can be served from cache).
 */
export async function viewerOf(user: User | null): Promise<Viewer | null> {
  if (!user) return null;
  if (user.role === "admin") return { role: "admin", dashboard: "/dashboard/admin", nextSlotStartsAt: null, nextSlotEndsAt: null };
  const next = await nextBookedSlot(user.id);
  return { role: "user", dashboard: "/dashboard/user", nextSlotStartsAt: next?.startsAt ?? null, nextSlotEndsAt: next?.endsAt ?? null };
}
