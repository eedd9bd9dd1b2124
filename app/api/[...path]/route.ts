import { routeNotFound } from "@/lib/http/api";

// Any /api path without a route of its own answers JSON, never the HTML 404 page.
export { routeNotFound as GET, routeNotFound as POST, routeNotFound as PUT, routeNotFound as PATCH, routeNotFound as DELETE };
