import "server-only";
import { pagesShowing } from "@/lib/server/cache";
import { operation } from "@/lib/server/operation";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { invalid } from "@/lib/errors";
import { processAvatar } from "@/lib/server/photos/process-photo";
import { fileStore } from "@/lib/server/storage/file-store";
import { AVATAR_MAX_BYTES } from "@/lib/validation/auth";

const validationText = messages.validation;

/** A 400 about the upload's `file` field. */
export const badFile = (message: string) => invalid(message, [{ field: "file", message }]);

/**
 * A person's new avatar. The server decides what an image is: 2 MB at most,
 * declared as an image, and bytes that really are PNG, JPEG, GIF or WebP of
 * at most 40 megapixels. What is stored is the server's own re-encoding
 * (WebP within 512 × 512, no metadata), never the bytes as uploaded.
 * Nothing is stored when any check fails.
 */
export const updateAvatar = operation({ permission: "account.self" }, async (file, user): Promise<User> => {
  if (!(file instanceof File) || file.size === 0) throw badFile(validationText.imageMissing);
  if (file.size > AVATAR_MAX_BYTES) throw badFile(validationText.imageTooLarge);
  if (!file.type.startsWith("image/")) throw badFile(validationText.imageType);
  const avatar = await processAvatar(new Uint8Array(await file.arrayBuffer()));

  const storage = fileStore("avatars");
  const url = await storage.save(avatar.bytes, "image/webp", "webp");
  let updated: User;
  try {
    updated = await db.user.update({ where: { id: user.id }, data: { image: url } });
  } catch (error) {
    await storage.remove(url);
    throw error;
  }
  if (user.image) await storage.remove(user.image);
  pagesShowing.account();
  return updated;
});
