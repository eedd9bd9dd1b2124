import "server-only";
import { messages } from "@/lib/messages";
import { audited } from "@/lib/server/audit/audited";
import { authorize } from "@/lib/policy/policy";
import { invalid, tooLarge } from "@/lib/errors";
import type { Actor } from "@/lib/server/operation";
import { processLogo } from "@/lib/server/photos/process-photo";
import { fileStore } from "@/lib/server/storage/file-store";
import { LOGO_MAX_BYTES } from "@/lib/validation/limits";
import { writeSettings, type BusinessSettings } from "./business-settings";

const logoText = messages.settings.logo;

/** What a door hands over: the upload's `file` part, read once the caller is let in. */
export type LogoUpload = { file: unknown };

/** Puts `url` in the logo's place; the file of the logo it replaces is deleted if this site stored it. */
async function replaceLogo(url: string | null): Promise<BusinessSettings> {
  const { saved, previous } = await writeSettings(async (current) => (current.logoUrl === url ? current : { ...current, logoUrl: url }));
  if (previous.logoUrl && previous.logoUrl !== url) await fileStore("logos").remove(previous.logoUrl);
  return saved;
}

/**
 * `POST /api/settings/logo` and the settings page's logo form (admins): a
 * PNG, JPEG or WebP of at most 2 MB, judged by its bytes, re-encoded within
 * 512 × 512 pixels and stored like service photos; it becomes the logo at
 * once. Nothing is stored when any check fails.
 */
export const uploadLogo = (actor: Actor, read: () => Promise<LogoUpload>): Promise<BusinessSettings> => audited(actor, () => storeLogo(actor, read));

async function storeLogo(actor: Actor, read: () => Promise<LogoUpload>): Promise<BusinessSettings> {
  authorize(actor, "settings.manage");
  const { file } = await read();
  if (!(file instanceof File) || file.size === 0) throw invalid(logoText.fileRequired, [{ field: "file", message: logoText.fileRequired }]);
  if (file.size > LOGO_MAX_BYTES) throw tooLarge(logoText.fileTooLarge, [{ field: "file", message: logoText.fileTooLarge }]);
  const logo = await processLogo(new Uint8Array(await file.arrayBuffer()));
  const storage = fileStore("logos");
  const url = await storage.save(logo.bytes, "image/webp", "webp");
  try {
    return await replaceLogo(url);
  } catch (error) {
    await storage.remove(url);
    throw error;
  }
}

/** `DELETE /api/settings/logo` and 'Remove logo' (admins): the site goes back to its own mark. */
export const removeLogo = (actor: Actor): Promise<BusinessSettings> =>
  audited(actor, async () => {
    authorize(actor, "settings.manage");
    return replaceLogo(null);
  });
