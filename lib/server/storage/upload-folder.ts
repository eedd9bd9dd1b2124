import "server-only";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { asError, unavailable, type AppError } from "@/lib/errors";

/** The folders of the local disk store, each served back by its route (app/uploads/<folder>/[file]). */
export const UPLOAD_FOLDERS = ["avatars", "services", "logos"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

// Outside the build: uploads are data, not source (nothing here is traced into the server bundle).
export const uploadRoot = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().UPLOAD_DIR);
export const folderDir = (folder: UploadFolder) => path.join(/*turbopackIgnore: true*/ uploadRoot(), folder);

/**
 * A file that could not be written to the local disk store (a folder the
 * server may not write, a read-only or full disk): logged for the operator
 * with the folder and the system's reason, and told to the person uploading
 * as `unavailable`, naming the problem but no path.
 */
export function storageFailed(error: unknown, folder: UploadFolder): AppError {
  console.error(`An upload could not be stored in ${folderDir(folder)} (UPLOAD_DIR): ${asError(error).message}`);
  return unavailable(messages.api.storageUnavailable);
}

/** How long a probe's answer holds (the health check may ask often). */
const PROBE_MS = 30_000;
let probed: { at: number; problem: Promise<string | null> } | undefined;

/** Creates the folders and writes (then deletes) a small file in each: null when all went well, else why not. */
async function probe(): Promise<string | null> {
  for (const folder of UPLOAD_FOLDERS) {
    const file = path.join(/*turbopackIgnore: true*/ folderDir(folder), `.write-test-${process.pid}`);
    try {
      await mkdir(folderDir(folder), { recursive: true });
      await writeFile(file, "");
      await rm(file, { force: true });
    } catch (error) {
      return `${folderDir(folder)}: ${asError(error).message}`;
    }
  }
  return null;
}

/** Whether the local disk store can be written now (asked at most every 30 s); null when it can, else why not (with its path: for logs). */
export function uploadFolderProblem(): Promise<string | null> {
  if (!probed || Date.now() - probed.at > PROBE_MS) probed = { at: Date.now(), problem: probe() };
  return probed.problem;
}

/**
 * At start (instrumentation.ts): when uploads go to the local disk and its
 * folder cannot be written, says so once in the log, before anyone tries an
 * upload. The server starts all the same: everything else works.
 */
export async function reportUploadFolder(): Promise<void> {
  if (env().UPLOADTHING_TOKEN) return;
  const problem = await uploadFolderProblem();
  if (problem) console.error(`The upload folder (UPLOAD_DIR) cannot be written, so avatars, service photos and logos cannot be uploaded: ${problem}`);
}
