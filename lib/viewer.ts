import type { Role } from "@/lib/validation/auth";

/**
 * What the site's header shows about the person looking at a page (from
 * `GET /api/auth/viewer`): null when signed out (the Login link), else their
 * dashboard and, for a customer, the end of their next paid slot.
 */
export type Viewer = { role: Role; dashboard: string; nextSlotEndsAt: string | null };
