import { NextResponse } from "next/server";
import { env } from "@/lib/config/env";
import { errorResponse } from "@/lib/http/api";
import { openApiDocument } from "@/lib/http/openapi";

/** The REST API as an OpenAPI 3.1 document (anyone): the document itself, not the envelope. */
export async function GET() {
  try {
    return NextResponse.json(openApiDocument(env().APP_URL), { headers: { "Cache-Control": "public, max-age=300" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
