import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { messages } from "@/lib/messages";
import { AppError, badRequest, type FieldError } from "@/lib/server/errors";
import { safeParseInput } from "@/lib/validation/common";
import { firstValues } from "@/lib/validation/query";

/**
 * The REST envelope, in one place. A handler parses its input, calls the
 * domain and returns what to send; everything becomes
 * `{ success, message, data, totalDoc? }`, and every failure becomes JSON with
 * the right status: AppError keeps its own, anything unexpected is a 500 that
 * says nothing about internals.
 */
export type ApiResult<T> = {
  data: T;
  message?: string;
  totalDoc?: number;
  status?: number;
  /** Fields beside `data` that the spec's contract has (the auth calls' tokens). */
  extra?: Record<string, unknown>;
  /** Adjusts the response before it is sent (cookies). */
  finish?: (response: NextResponse) => void;
};

type RouteContext<P> = { params: Promise<P> };

export function apiRoute<P = Record<string, string>, T = unknown>(
  handler: (request: NextRequest, params: P) => Promise<ApiResult<T>>,
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<NextResponse> => {
    try {
      const result = await handler(request, await context.params);
      const body: Record<string, unknown> = {
        success: true,
        message: result.message ?? messages.api.ok,
        data: result.data,
        ...result.extra,
      };
      if (result.totalDoc !== undefined) body.totalDoc = result.totalDoc;
      const response = NextResponse.json(body, { status: result.status ?? 200 });
      result.finish?.(response);
      return response;
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    const body: Record<string, unknown> = { success: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    return NextResponse.json(body, { status: error.status, headers: error.headers });
  }
  console.error("Unhandled API error", error);
  return NextResponse.json({ success: false, message: messages.api.internal }, { status: 500 });
}

export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "input", message: issue.message }));
}

export function invalidInput(error: z.ZodError): AppError {
  const errors = toFieldErrors(error);
  const summary = errors.map((e) => `'${e.field}' ${e.message}`).join("; ");
  return badRequest(`${messages.api.invalidInput}: ${summary}`, errors);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = safeParseInput(schema, input);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/** The query string as an object; a repeated key counts once, as its first value. */
export function parseQuery<S extends z.ZodType>(request: NextRequest, schema: S): z.output<S> {
  return parseWith(schema, firstValues(request.nextUrl.searchParams));
}

/** A JSON body, or a 400 when the body is not JSON at all. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest(messages.api.bodyNotJson);
  }
}

/** For the methods a route does not offer: JSON, like every other API answer. */
export const methodNotAllowed = async () => errorResponse(new AppError(405, messages.api.methodNotAllowed));

/** For a path no route serves: JSON, like every other API answer. */
export const routeNotFound = async () => errorResponse(new AppError(404, messages.api.routeNotFound));
