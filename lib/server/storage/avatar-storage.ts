import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { UTApi } from "uploadthing/server";
import { env } from "@/lib/config/env";

/** Where avatars live: one interface, two places. */
export interface AvatarStorage {
  /** Stores the bytes and returns the URL the browser loads them from. */
  save(bytes: Uint8Array, type: string, ext: string): Promise<string>;
  /** Forgets an avatar this storage saved; anything else is left alone. */
  remove(url: string): Promise<void>;
}

/** The route that serves locally stored avatars back (app/uploads/avatars/[file]). */
export const LOCAL_AVATAR_PATH = "/uploads/avatars/";
const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

const avatarDir = () => path.resolve(process.cwd(), env().UPLOAD_DIR, "avatars");

export const localDiskStorage: AvatarStorage = {
  async save(bytes, _type, ext) {
    const name = `${randomUUID()}.${ext}`;
    await mkdir(avatarDir(), { recursive: true });
    await writeFile(path.join(avatarDir(), name), bytes);
    return `${LOCAL_AVATAR_PATH}${name}`;
  },
  async remove(url) {
    const name = url.startsWith(LOCAL_AVATAR_PATH) ? url.slice(LOCAL_AVATAR_PATH.length) : "";
    if (FILE_NAME.test(name)) await unlink(path.join(avatarDir(), name)).catch(() => {});
  },
};

/** A locally stored avatar's bytes, or null for a name this storage never gave out. */
export async function readLocalAvatar(name: string): Promise<Buffer | null> {
  if (!FILE_NAME.test(name)) return null;
  return readFile(path.join(avatarDir(), name)).catch(() => null);
}

function uploadthingStorage(token: string): AvatarStorage {
  const api = new UTApi({ token });
  const keyOf = (url: string) => url.match(/\/f\/([^/?#]+)/)?.[1];
  return {
    async save(bytes, type, ext) {
      const result = await api.uploadFiles(new File([new Uint8Array(bytes)], `avatar-${randomUUID()}.${ext}`, { type }));
      if (result.error) throw new Error(`uploadthing refused the avatar: ${result.error.message}`);
      return result.data.ufsUrl;
    },
    async remove(url) {
      const key = keyOf(url);
      if (key) await api.deleteFiles(key).catch(() => {});
    },
  };
}

/** uploadthing when UPLOADTHING_TOKEN is set, otherwise the local disk. */
export function avatarStorage(): AvatarStorage {
  const token = env().UPLOADTHING_TOKEN;
  return token ? uploadthingStorage(token) : localDiskStorage;
}
