import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { UTApi } from "uploadthing/server";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { unavailable, type AppError } from "@/lib/errors";
import { folderDir, storageFailed, type UploadFolder } from "./upload-folder";

/**
 * A store of uploaded files (avatars, service photos, the shop's logo), each
 * kind in a folder of its own: one interface, two places (the local disk, or
 * uploadthing when UPLOADTHING_TOKEN is set).
 */
export interface FileStore {
  /** Stores the bytes and returns the URL the browser loads them from. */
  save(bytes: Uint8Array, type: string, ext: string): Promise<string>;
  /** Forgets a file this store saved; anything else is left alone. */
  remove(url: string): Promise<void>;
}

export type { UploadFolder } from "./upload-folder";

const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

function localDiskStore(folder: UploadFolder): FileStore {
  const prefix = `/uploads/${folder}/`;
  return {
    async save(bytes, _type, ext) {
      const name = `${randomUUID()}.${ext}`;
      try {
        await mkdir(folderDir(folder), { recursive: true });
        await writeFile(path.join(/*turbopackIgnore: true*/ folderDir(folder), name), bytes);
      } catch (error) {
        throw storageFailed(error, folder);
      }
      return `${prefix}${name}`;
    },
    async remove(url) {
      const name = url.startsWith(prefix) ? url.slice(prefix.length) : "";
      if (FILE_NAME.test(name)) await unlink(path.join(/*turbopackIgnore: true*/ folderDir(folder), name)).catch(() => {});
    },
  };
}

/** A locally stored file's bytes, or null for a name this store never gave out. */
export async function readLocalUpload(folder: UploadFolder, name: string): Promise<Buffer | null> {
  if (!FILE_NAME.test(name)) return null;
  return readFile(path.join(/*turbopackIgnore: true*/ folderDir(folder), name)).catch(() => null);
}

/** How long an upload to uploadthing may take before the person uploading is told to try again. */
const UPLOAD_TIMEOUT_MS = 20_000;

/**
 * A file uploadthing did not take (it refused, failed, or did not answer in
 * time): logged for the operator with uploadthing's reason, and told to the
 * person uploading as `unavailable`, without the store's details.
 */
function storeFailed(label: string, reason: unknown): AppError {
  console.error(`The ${label} could not be stored on uploadthing: ${reason instanceof Error ? reason.message : String(reason)}`);
  return unavailable(messages.api.uploadStoreFailed);
}

function uploadthingStore(token: string, label: string): FileStore {
  // The store's addresses are uploadthing's own unless UPLOADTHING_API_URL / UPLOADTHING_INGEST_URL say otherwise (the SDK reads them).
  const api = new UTApi({ token });
  const keyOf = (url: string) => url.match(/\/f\/([^/?#]+)/)?.[1];
  return {
    async save(bytes, type, ext) {
      const file = new File([new Uint8Array(bytes)], `${label}-${randomUUID()}.${ext}`, { type });
      const result = await api.uploadFiles(file, { signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) }).catch((error: unknown) => {
        throw storeFailed(label, error);
      });
      if (result.error) throw storeFailed(label, result.error.message);
      return result.data.ufsUrl;
    },
    async remove(url) {
      const key = keyOf(url);
      if (key) await api.deleteFiles(key).catch((error) => console.warn(`A replaced ${label} could not be deleted from uploadthing: ${error instanceof Error ? error.message : error}`));
    },
  };
}

/** How a folder's files are named on uploadthing, which has no folders. */
const UPLOADTHING_LABELS: Record<UploadFolder, string> = { avatars: "avatar", services: "service-photo", logos: "logo" };

/** The store of one folder's files: uploadthing when UPLOADTHING_TOKEN is set, otherwise the folder on the local disk. */
export function fileStore(folder: UploadFolder): FileStore {
  const token = env().UPLOADTHING_TOKEN;
  return token ? uploadthingStore(token, UPLOADTHING_LABELS[folder]) : localDiskStore(folder);
}
