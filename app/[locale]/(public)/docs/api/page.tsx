import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { env } from "@/lib/config/env";
import { declaredEndpoints, type Access } from "@/lib/http/endpoints";
import { openApiDocument } from "@/lib/http/openapi";
import { messages } from "@/lib/messages";

const apiDocsText = messages.apiDocs;
const smsText = messages.sms;

export const metadata: Metadata = { title: apiDocsText.title, description: apiDocsText.description, alternates: { canonical: "/docs/api" } };

type JsonSchema = Record<string, unknown> & { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; anyOf?: JsonSchema[]; enum?: unknown[] };
type Parameter = { name: string; in: string; required: boolean; schema: JsonSchema; description?: string };

const ACCESS: Record<Access, string> = { public: "anyone", "signed-in": "signed in", customer: "customers", admin: "admins", stripe: "Stripe (signed)", scheduler: "the jobs' scheduler (JOBS_SECRET)", "sms-gateway": smsText.apiAccess };

/** A JSON Schema in a few words: its type, allowed values and bounds. */
function rules(schema: JsonSchema | undefined): string {
  if (!schema) return "";
  if (schema.anyOf) return schema.anyOf.map(rules).filter(Boolean).join(" or ");
  const words: string[] = [];
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : schema.type;
  if (type) words.push(schema.format ? `${type} (${schema.format})` : type === "array" && schema.items ? `array of ${rules(schema.items)}` : type);
  if (schema.minimum !== undefined) words.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) words.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) words.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) words.push(`at most ${schema.maxLength} characters`);
  if (schema.minItems !== undefined) words.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) words.push(`at most ${schema.maxItems} items`);
  if (schema.default !== undefined) words.push(`default ${JSON.stringify(schema.default)}`);
  return words.join(", ");
}

/** 'post-api-bookings-id-cancel': an endpoint's place on the page. */
const anchor = (method: string, path: string) => `${method}-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-+|-+$/g, "")}`;

/**
 * The REST API, readable: every endpoint from the same OpenAPI document
 * `GET /api/openapi.json` serves, by section, server-rendered (static).
 */
export default function ApiDocsPage() {
  const document = openApiDocument(env().APP_URL);
  const endpoints = declaredEndpoints().map((endpoint) => ({ ...endpoint, method: endpoint.method.toLowerCase() }));
  const tags = [...new Set(endpoints.map((op) => op.tag))];
  const responses = document.components.responses as Record<string, { description: string }>;
  return (
    <article className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{apiDocsText.title}</h1>
        <p className="text-muted-foreground">{apiDocsText.intro}</p>
        <p>
          {apiDocsText.machineReadable}{" "}
          <a href="/api/openapi.json" className="font-medium underline underline-offset-4">
            /api/openapi.json
          </a>
        </p>
      </header>
      <section aria-labelledby="auth-heading" className="grid gap-2 rounded-xl border bg-card p-5">
        <h2 id="auth-heading" className="text-xl font-semibold">
          {apiDocsText.authTitle}
        </h2>
        <p className="text-sm">{apiDocsText.auth}</p>
      </section>
      <section id="receiving-webhooks" aria-labelledby="receiving-webhooks-heading" className="grid gap-2 rounded-xl border bg-card p-5">
        <h2 id="receiving-webhooks-heading" className="text-xl font-semibold">
          {apiDocsText.webhooksTitle}
        </h2>
        {apiDocsText.webhooks.map((paragraph) => (
          <p key={paragraph} className="text-sm break-words">
            {paragraph}
          </p>
        ))}
      </section>
      <nav aria-label={apiDocsText.contents}>
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <a href={`#${tag.toLowerCase()}`} className="rounded-md border px-3 py-1 text-sm hover:bg-accent">
                {tag}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tags.map((tag) => (
        <section key={tag} id={tag.toLowerCase()} aria-labelledby={`${tag.toLowerCase()}-heading`} className="grid gap-4">
          <h2 id={`${tag.toLowerCase()}-heading`} className="text-2xl font-semibold">
            {tag}
          </h2>
          {endpoints.filter((op) => op.tag === tag).map((op) => {
            const spec = (document.paths[op.path] as Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses: Record<string, { description?: string; $ref?: string }> }>)[op.method];
            const [bodyType, bodyContent] = Object.entries(spec.requestBody?.content ?? {})[0] ?? [];
            return (
              <section key={`${op.method} ${op.path}`} id={anchor(op.method, op.path)} aria-labelledby={`${anchor(op.method, op.path)}-h`} className="grid gap-3 rounded-xl border p-4">
                <h3 id={`${anchor(op.method, op.path)}-h`} className="flex flex-wrap items-center gap-2 font-mono text-sm">
                  <Badge variant="secondary" className="uppercase">
                    {op.method}
                  </Badge>
                  <span className="break-all">{op.path}</span>
                </h3>
                <p>{op.summary}</p>
                <p className="text-sm text-muted-foreground">
                  {apiDocsText.access}: {ACCESS[op.access]}
                </p>
                {spec.parameters?.length ? (
                  <div className="overflow-x-auto">
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">{`${apiDocsText.parameters}: ${op.method.toUpperCase()} ${op.path}`}</caption>
                      <thead>
                        <tr className="border-b">
                          <th scope="col" className="py-1 pr-3">{apiDocsText.name}</th>
                          <th scope="col" className="py-1 pr-3">{apiDocsText.where}</th>
                          <th scope="col" className="py-1">{apiDocsText.rules}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {spec.parameters.map((parameter) => (
                          <tr key={`${parameter.in}-${parameter.name}`} className="border-b last:border-0 align-top">
                            <td className="py-1 pr-3 font-mono">{parameter.name}</td>
                            <td className="py-1 pr-3">{parameter.in}</td>
                            <td className="py-1">
                              {parameter.required ? apiDocsText.required : apiDocsText.optional}; {rules(parameter.schema)}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : null}
                {bodyContent ? (
                  <div className="grid gap-1">
                    <h4 className="text-sm font-semibold">
                      {apiDocsText.body} <span className="font-normal text-muted-foreground">({bodyType})</span>
                    </h4>
                    <ul className="grid gap-1 text-sm">
                      {Object.entries(bodyContent.schema.properties ?? {}).map(([name, property]) => (
                        <li key={name}>
                          <span className="font-mono">{name}</span>: {bodyContent.schema.required?.includes(name) ? apiDocsText.required : apiDocsText.optional}; {property.format === "binary" ? apiDocsText.file : rules(property)}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <div className="grid gap-1">
                  <h4 className="text-sm font-semibold">{apiDocsText.responses}</h4>
                  <ul className="grid gap-0.5 text-sm">
                    {Object.entries(spec.responses).map(([status, response]) => (
                      <li key={status}>
                        <span className="font-mono">{status}</span>: {response.description ?? responses[response.$ref?.split("/").pop() ?? ""]?.description}
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            );
          })}
        </section>
      ))}
    </article>
  );
}
