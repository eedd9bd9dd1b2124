import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { apiMessages } from "@/lib/messages/api";
import { apiLocale, apiText } from "@/lib/http/api-language";
import type { Locale } from "@/lib/i18n/locales";
import { withRequestClock } from "@/lib/server/clock";
import { AppError, invalid, notFound, tooLarge, type ErrorKind } from "@/lib/errors";
import { unavailableIfDisconnected } from "@/lib/server/database/prisma-errors";
import { leftBodyUnread, MAX_JSON_BYTES, readLimitedBody } from "@/lib/http/body";
import { invalidInputMessage, nestedTooDeeply, parseInput } from "@/lib/validation/common";
import { jsonTooDeep } from "@/lib/validation/nesting.mjs";
import { firstValues } from "@/lib/validation/query";
import { noticePreparedStatementFailure } from "@/lib/server/database/prepared-statements";

/**
 * The REST envelope, in one place. A handler parses its input, calls the
 * domain and returns what to send; everything becomes
 * `{ success, message, data, totalDoc? }`, and every failure becomes JSON with
 * the right status: AppError keeps its own, a database that cannot be reached
 * is a 503 with Retry-After, anything unexpected is a 500 that says nothing
 * about internals. No answer may be kept by a browser or a
 * shared cache: most depend on who asks (their session, their token), and the
 * envelope cannot tell which, so every one is `Cache-Control: private, no-store`.
 */
export const API_CACHE_CONTROL = "private, no-store";

function envelope(body: Record<string, unknown>, status: number, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...headers, "Cache-Control": API_CACHE_CONTROL } });
}

export type ApiResult<T> = {
  data: T;
  message?: string;
  totalDoc?: number;
  status?: number;
  /** Fields beside `data` that the old site's contract has (the auth calls' tokens). */
  extra?: Record<string, unknown>;
  /** Adjusts the response before it is sent (cookies). */
  finish?: (response: NextResponse) => void;
};

type RouteContext<P> = { params: Promise<P> };

export function apiRoute<P = Record<string, string>, T = unknown>(
  handler: (request: NextRequest, params: P) => Promise<ApiResult<T>>,
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<NextResponse> => {
    // English unless the caller asks for Bangla (Accept-Language: bn); field names and codes never change.
    const locale = apiLocale(request.headers.get("accept-language"));
    try {
      const params = await context.params;
      // The test suite may set the time of a request (lib/server/clock.ts); production never can.
      const result = await withRequestClock(request.headers, () => handler(request, params));
      const body: Record<string, unknown> = {
        success: true,
        message: apiText(result.message ?? apiMessages.ok, locale),
        data: result.data,
        ...result.extra,
      };
      if (result.totalDoc !== undefined) body.totalDoc = result.totalDoc;
      const response = envelope(body, result.status ?? 200);
      result.finish?.(response);
      return response;
    } catch (error) {
      return errorResponse(error, locale);
    }
  };
}

/** A file the handler streams (an export): its name, type and lines, produced as they are sent. */
export type FileResult = { filename: string; contentType: string; lines: AsyncIterable<string> };

/**
 * A route that answers with a download instead of the envelope (the booking
 * export). Everything up to the first byte (the caller, the input) fails as
 * every API answer does, in JSON with its status; the file is then streamed
 * as UTF-8, never kept by a cache.
 */
export function fileRoute<P = Record<string, string>>(handler: (request: NextRequest, params: P) => Promise<FileResult>) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    const locale = apiLocale(request.headers.get("accept-language"));
    try {
      const params = await context.params;
      const file = await withRequestClock(request.headers, () => handler(request, params));
      const encoder = new TextEncoder();
      const iterator = file.lines[Symbol.asyncIterator]();
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { value, done } = await iterator.next();
            if (done) controller.close();
            else controller.enqueue(encoder.encode(value));
          } catch (error) {
            console.error("A file stopped while it was being sent", error);
            controller.error(error);
          }
        },
        async cancel() {
          await iterator.return?.();
        },
      });
      return new Response(stream, {
        status: 200,
        headers: {
          "Content-Type": file.contentType,
          "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`,
          "Cache-Control": API_CACHE_CONTROL,
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (error) {
      return errorResponse(error, locale);
    }
  };
}

/** Each kind of domain failure as an HTTP status, once for every handler. */
export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  "method-not-allowed": 405,
  conflict: 409,
  "too-late": 409,
  "too-large": 413,
  "unsupported-media-type": 415,
  "rate-limited": 429,
  "upstream-failed": 502,
  unavailable: 503,
};

export function errorResponse(thrown: unknown, locale: Locale = "en"): NextResponse {
  // A database that cannot be reached (also from outside Prisma: the job queue's own connections) is a 503.
  const error = unavailableIfDisconnected(thrown);
  if (error instanceof AppError) {
    const fields = error.fields?.map((field) => ({ ...field, message: apiText(field.message, locale) }));
    // "Invalid input: 'email' ..." names each field's complaint: said again in the caller's language.
    const summary = fields && error.message === invalidInputMessage(error.fields ?? []) ? invalidInputMessage(fields, apiText(apiMessages.invalidInput, locale)) : null;
    const body: Record<string, unknown> = { success: false, message: summary ?? apiText(error.message, locale) };
    if (fields) body.errors = fields;
    const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
    if (leftBodyUnread(error)) headers.Connection = "close";
    return envelope(body, STATUS_OF[error.kind], headers);
  }
  console.error("Unhandled API error", error);
  noticePreparedStatementFailure(error);
  return envelope({ success: false, message: apiText(apiMessages.internal, locale) }, 500);
}

/** Re-exported for handlers that validate route params or public queries themselves. */
export { parseInput };

/** The query string, validated; a repeated key counts once, as its first value. */
export function parseQuery<S extends z.ZodType>(request: NextRequest, schema: S): z.output<S> {
  return parseInput(schema, firstValues(request.nextUrl.searchParams));
}

/** The query string for an operation: each key once, as its first value. */
export const query = (request: NextRequest) => firstValues(request.nextUrl.searchParams);

/** The JSON body for an operation, read only once the caller has been let in. */
export const body = (request: Request) => () => readJson(request);

/** The same, for a route whose body may be left out (clients written before it took one send none): no body reads as `{}`. */
export const optionalBody = (request: Request) => () => readJson(request, { emptyAs: {} });

/**
 * A JSON body of at most MAX_JSON_BYTES (413 above), or a 400 when the body is not JSON at all, or
 * nests deeper than any input may (judged on the text in one pass, before anything is built from it).
 */
export async function readJson(request: Request, options: { emptyAs?: unknown } = {}): Promise<unknown> {
  const bytes = await readLimitedBody(request, MAX_JSON_BYTES, () => tooLarge(apiMessages.bodyTooLarge));
  const text = new TextDecoder().decode(bytes);
  if (options.emptyAs !== undefined && text.trim() === "") return options.emptyAs;
  const tooDeep = jsonTooDeep(text);
  if (tooDeep) throw nestedTooDeeply(tooDeep.path);
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(apiMessages.bodyNotJson);
  }
}

/** For the methods a route does not offer: JSON, like every other API answer. */
export const methodNotAllowed = async () => errorResponse(new AppError("method-not-allowed", apiMessages.methodNotAllowed));

/** For a path no route serves: JSON, like every other API answer. */
export const routeNotFound = async () => errorResponse(notFound(apiMessages.routeNotFound));
