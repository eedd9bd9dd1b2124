import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { publicSettings, updateSettings } from "@/lib/server/settings/business-settings";

/** The shop's details, opening hours and booking rules (anyone). */
export const GET = apiRoute(async () => ({ data: await publicSettings() }));

/** Admins: any of the settings (a partial update); 409 for a new time zone while future slots exist. */
export const PUT = apiRoute(async (request) => ({
  data: await updateSettings(await actorOf(request), body(request)),
  message: messages.settings.saved,
}));

export { methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
