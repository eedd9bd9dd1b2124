import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { viewerOf } from "@/lib/server/users/viewer";

/** The header's account area (web session): `data` is null when signed out, never a 401 (no console noise on public pages). */
export const GET = apiRoute(async () => ({
  data: await viewerOf(await currentUser()),
  message: messages.auth.viewerFetched,
}));

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const DELETE = methodNotAllowed;
