import { z } from "zod";
import { declaredEndpoints, PATH_PARAMS, pathParamsOf, type DeclaredEndpoint } from "@/lib/http/endpoints";

/**
 * The REST API as an OpenAPI 3.1 document (`GET /api/openapi.json`, and the
 * /docs/api page), made from the endpoints' declarations (lib/http/endpoints.ts)
 * and the zod schemas they name, the ones the handlers validate with: a query
 * or body rule changed in lib/validation changes the document too.
 */

/** A zod schema as JSON Schema (2020-12, which OpenAPI 3.1 uses), as a client sends it. */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;
  return rest;
}

function queryParameters(schema: z.ZodType) {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, in: "query", required: json.required?.includes(name) ?? false, schema: property }));
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const ERROR_RESPONSES: Record<number, string> = { 400: "BadRequest", 401: "Unauthorized", 403: "Forbidden", 404: "NotFound", 409: "Conflict", 413: "TooLarge", 415: "UnsupportedMediaType", 429: "TooManyRequests", 503: "Unavailable" };
const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input: `errors` names each field",
  401: "Not signed in, or the token expired (refresh it, then retry)",
  403: "Signed in, but not allowed (wrong role, or another person's)",
  404: "No such record",
  409: "Refused in the record's present state",
  413: "The body is too large",
  415: "The body is not of a type this endpoint reads",
  429: "Too many attempts: try again after `Retry-After` seconds",
  503: "Not available now: a part is not set up here, or the database is briefly out of reach (then `Retry-After` says when to try again)",
};

/**
 * A multipart form's fields: its files as binary, its other fields from their schema. A field is
 * required when its schema refuses it missing (JSON Schema would call one that fills in a default,
 * such as a checkbox's `false`, required).
 */
function multipartSchema({ files, fields }: NonNullable<DeclaredEndpoint["multipart"]>) {
  const shape = fields?.shape ?? {};
  return {
    type: "object",
    properties: { ...Object.fromEntries(files.map((name) => [name, { type: "string", format: "binary" }])), ...(fields && jsonSchemaOf(fields).properties as Record<string, unknown>) },
    required: [...files, ...Object.keys(shape).filter((name) => !shape[name].safeParse(undefined).success)],
  };
}

function operationObject(op: DeclaredEndpoint) {
  const pathParams = pathParamsOf(op.path);
  const parameters = [
    ...pathParams.map((name) => ({ name, in: "path", required: true, description: PATH_PARAMS[name].description, schema: jsonSchemaOf(PATH_PARAMS[name].schema) })),
    ...(op.query ? queryParameters(op.query) : []),
  ];
  const statuses = new Set<number>(op.errors ?? []);
  if (op.query || (op.body && !op.bodyOptional) || op.multipart || pathParams.length) statuses.add(400);
  if (op.access === "signed-in" || op.access === "customer" || op.access === "admin") statuses.add(401);
  if (op.access === "customer" || op.access === "admin") statuses.add(403);
  if (pathParams.length) statuses.add(404);
  if (op.body) statuses.add(413);
  // Any call may meet a database that is briefly out of reach.
  statuses.add(503);
  const success = op.status ?? 200;
  const responses: Record<string, unknown> = {
    [success]: op.produces
      ? { description: "The file", content: { [op.produces]: { schema: { type: "string" } } } }
      : { description: "Done", content: { "application/json": { schema: { $ref: op.list ? "#/components/schemas/ListEnvelope" : "#/components/schemas/Envelope" } } } },
  };
  for (const status of [...statuses].sort()) responses[status] = ref(ERROR_RESPONSES[status]);
  responses["500"] = ref("InternalError");
  const body = op.body
    ? { required: !op.bodyOptional && !op.bodyMayBeEmpty, content: { "application/json": { schema: jsonSchemaOf(op.body) } } }
    : op.multipart
      ? { required: true, content: { "multipart/form-data": { schema: multipartSchema(op.multipart) } } }
      : undefined;
  const requiresCaller = op.access === "signed-in" || op.access === "customer" || op.access === "admin";
  return {
    operationId: `${op.method.toLowerCase()}${op.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_match, next: string | undefined) => (next ? next.toUpperCase() : ""))}`,
    summary: op.summary,
    description: { public: "Anyone.", "signed-in": "Anyone signed in.", customer: "Customers.", admin: "Admins.", stripe: "Stripe, by its signature.", scheduler: "The jobs' scheduler, by JOBS_SECRET.", "sms-gateway": "The text gateway, by its signature or shared secret." }[op.access],
    tags: [op.tag],
    ...(parameters.length && { parameters }),
    ...(body && { requestBody: body }),
    responses,
    security: requiresCaller ? [{ bearerAuth: [] }, { sessionCookie: [] }] : op.access === "scheduler" ? [{ jobsSecret: [] }] : [],
  };
}

const errorSchema = {
  type: "object",
  required: ["success", "message"],
  properties: {
    success: { const: false },
    message: { type: "string" },
    errors: { type: "array", items: { type: "object", required: ["field", "message"], properties: { field: { type: "string" }, message: { type: "string" } } } },
  },
};

/** The document, with the server it is served from. */
export function openApiDocument(serverUrl: string) {
  const endpoints = declaredEndpoints();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of endpoints) (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op);
  return {
    openapi: "3.1.0",
    info: {
      title: "Spotless REST API",
      version: "1.0.0",
      description:
        "Book car-care and cleaning services. Every answer is JSON in one envelope, `{ success, message, data, totalDoc? }` (lists carry `totalDoc`, the number of matches); failures are `{ success: false, message, errors? }` with the status saying what kind. Ids are `_id`, prices in whole units of their currency (the shop's, `GET /api/settings`; a booking's own `currency`), durations in minutes, dates `YYYY-MM-DD`, times `HH:MM`. Signed-in calls send `Authorization: Bearer <accessToken>` (from sign-in or registration) or ride on the web session. Messages are English; send `Accept-Language: bn` for them in Bangla (field names, codes and statuses are the same in every language).",
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(endpoints.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "An access token (15 minutes); POST /api/auth/refreshToken gives a new one." },
        sessionCookie: { type: "apiKey", in: "cookie", name: "authjs.session-token", description: "The web session (the site's own pages). Changes need a same-origin request." },
        jobsSecret: { type: "http", scheme: "bearer", description: "JOBS_SECRET, the jobs route's secret, known to the scheduler that calls it." },
      },
      schemas: {
        Envelope: {
          type: "object",
          required: ["success", "message", "data"],
          properties: { success: { const: true }, message: { type: "string" }, data: { description: "What the endpoint answers" } },
        },
        ListEnvelope: {
          type: "object",
          required: ["success", "message", "data"],
          properties: { success: { const: true }, message: { type: "string" }, data: { type: "array", items: {} }, totalDoc: { type: "integer", minimum: 0 } },
        },
        Error: errorSchema,
      },
      responses: {
        ...Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([status, name]) => [
            name,
            {
              description: ERROR_TEXT[Number(status)],
              ...((Number(status) === 429 || Number(status) === 503) && { headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" } } }),
              content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
            },
          ]),
        ),
        InternalError: { description: "Something went wrong on the server (nothing about it is told)", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
    },
  };
}
