import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "./paths";

/**
 * AUTH_SECRET for development: the configured one, else one generated on the
 * first run and kept in .data (git-ignored) so sessions survive restarts.
 */
export async function developmentAuthSecret(): Promise<string> {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(projectRoot, ".data/auth-secret");
  try {
    const saved = (await readFile(file, "utf8")).trim();
    if (saved.length >= 32) return saved;
  } catch {
    // first run
  }
  const secret = randomBytes(33).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
