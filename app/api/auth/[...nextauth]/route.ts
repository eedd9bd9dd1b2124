import type { NextRequest } from "next/server";
import { handlers } from "@/lib/server/auth/next-auth";
import { routeNotFound } from "@/lib/http/api";

// Auth.js's own endpoints (the web sign-in posts to callback/credentials);
// any other /api/auth path is unknown, answered like every unknown API path.
const AUTHJS_ACTIONS = new Set(["session", "csrf", "signin", "signout", "callback", "providers", "error"]);

const known = (request: NextRequest) => AUTHJS_ACTIONS.has(request.nextUrl.pathname.split("/")[3] ?? "");

export const GET = (request: NextRequest) => (known(request) ? handlers.GET(request) : routeNotFound());
export const POST = (request: NextRequest) => (known(request) ? handlers.POST(request) : routeNotFound());
