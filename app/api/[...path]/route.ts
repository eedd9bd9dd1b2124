import { errorResponse } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { AppError } from "@/lib/server/errors";

// Any /api path without a route of its own answers JSON, never the HTML 404 page.
const unknownRoute = async () => errorResponse(new AppError(404, messages.api.routeNotFound));

export { unknownRoute as GET, unknownRoute as POST, unknownRoute as PUT, unknownRoute as PATCH, unknownRoute as DELETE };
