import "server-only";
import { apiMessages } from "@/lib/messages/api";
import { AppError, invalid, tooLarge } from "@/lib/errors";

/** The most a JSON body may hold: every endpoint's input fits many times over. */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * Refusals of a body that was not read through. What is left of it is still
 * on the connection, so the answer closes the connection (`Connection:
 * close`, lib/http/api.ts) rather than leave a client to send its next
 * request after bytes the server will never read.
 */
const unread = new WeakSet<object>();
export const leftBodyUnread = (error: unknown) => typeof error === "object" && error !== null && unread.has(error);
const refuse = (error: AppError) => {
  unread.add(error);
  return error;
};

/**
 * A request's body, read only up to `maxBytes`. A declared Content-Length
 * above the limit is refused before anything is read; a body without one
 * (chunked) is counted as it streams in, and reading stops at the first byte
 * over the limit. Either way `tooLarge()` is thrown, so no client can make
 * the server buffer or parse more than it is willing to.
 */
export async function readLimitedBody(request: Request, maxBytes: number, tooLarge: () => AppError): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw refuse(tooLarge());
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The client went away in the middle of its body: its fault, not the server's (and it will read no answer).
      throw invalid(apiMessages.bodyUnreadable);
    }
    const { done, value } = read;
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw refuse(tooLarge());
    }
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * A multipart (or urlencoded) body as form data, read through
 * `readLimitedBody`: `tooLarge()` past `maxBytes`, `unreadable()` when it is
 * not a form at all.
 */
export async function readLimitedForm(request: Request, maxBytes: number, tooLarge: () => AppError, unreadable: () => AppError): Promise<FormData> {
  const bytes = await readLimitedBody(request, maxBytes, tooLarge);
  try {
    return await new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw unreadable();
  }
}

/**
 * An upload's multipart body (photos, the logo), read once the caller is let
 * in, and never more of it than `maxBytes`: any other kind of body is refused
 * unread (415), one over the limit with 413, and one that is no form with 400,
 * each in the upload's own words.
 */
export async function readUploadForm(request: Request, maxBytes: number, say: { multipartOnly: string; fileTooLarge: string; fileRequired: string }): Promise<FormData> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) throw new AppError("unsupported-media-type", say.multipartOnly);
  return readLimitedForm(
    request,
    maxBytes,
    () => tooLarge(say.fileTooLarge, [{ field: "file", message: say.fileTooLarge }]),
    () => invalid(say.fileRequired, [{ field: "file", message: say.fileRequired }]),
  );
}
