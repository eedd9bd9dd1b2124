/**
 * The dependency rules (`npm run lint:deps`, the first step of `npm test`): no import cycle
 * anywhere, no import from a lower layer up to a higher one, and no area of lib/server importing
 * an area above it. docs/architecture.md ("Layers") draws the same picture; change both together.
 * There is no list of exceptions: an import that breaks a rule is moved, or the code it needs
 * moves down.
 */

/** The layers, lowest first: a module may import its own layer and those below it, never one above. */
const LAYERS = [
  { name: "messages", path: "^lib/(messages|generated)/|^lib/utils\\.ts$" },
  { name: "errors", path: "^lib/errors\\.ts$" },
  { name: "logging", path: "^lib/logging/" },
  { name: "config", path: "^lib/config/" },
  // Words and rules: languages, formats, addresses and Markdown, the zod schemas, the policy, the forms' helpers.
  { name: "rules", path: "^lib/(i18n|format|urls|markdown|validation|policy|forms)/" },
  { name: "domain", path: "^lib/server/|^lib/db\\.ts$" },
  { name: "http", path: "^lib/http/" },
  { name: "doors", path: "^lib/actions/|^app/api/" },
  { name: "pages", path: "^app/(?!api/)|^components/|^(proxy|instrumentation|next\\.config)\\.ts$|^server\\.mjs$" },
];

/**
 * The areas of lib/server, lowest first: an area may import those before it, never one after it.
 * A folder is named as `bays`, a file directly in lib/server as `clock.ts`; lib/db.ts counts as part
 * of `database`. A new area goes in this list (a rule below refuses one that is missing).
 */
const AREAS = [
  "client-address.ts",
  "clock.ts",
  "audit",
  "database",
  "cache.ts",
  "queue",
  "events",
  "rate-limit.ts",
  "operation.ts",
  "storage",
  "photos",
  "settings",
  "i18n",
  "site-origin.ts",
  "payments",
  "health.ts",
  "vehicles",
  "bays",
  "holds",
  "mail",
  "sms",
  "auth",
  "refunds",
  "services",
  "bookings",
  "slots",
  "waitlist",
  "calendar",
  "overview",
  "reviews",
  "pages",
  "users",
  "webhooks",
  "audit-log",
  "jobs",
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const areaPath = (area) => {
  const own = area.endsWith(".ts") ? `^lib/server/${escape(area)}$` : `^lib/server/${escape(area)}/`;
  return area === "database" ? `${own}|^lib/db\\.ts$` : own;
};

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name.replace(/\W+/g, "-")}`,
  comment: `The ${layer.name} layer imports only itself and the layers below it (docs/architecture.md, Layers).`,
  severity: "error",
  from: { path: layer.path },
  to: { path: LAYERS.slice(index + 1).map((higher) => higher.path) },
}));

const areaRules = AREAS.slice(0, -1).map((area, index) => ({
  name: `area-${area.replace(/\W+/g, "-")}`,
  comment: `lib/server/${area} imports only the areas before it in the order (docs/architecture.md, Layers).`,
  severity: "error",
  from: { path: areaPath(area) },
  to: { path: AREAS.slice(index + 1).map(areaPath) },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle: the modules on it cannot be understood, tested or moved one without the others.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "layer-unknown",
      comment: "Every folder of lib/ belongs to a layer (LAYERS above, and docs/architecture.md).",
      severity: "error",
      from: { path: "^lib/", pathNot: LAYERS.map((layer) => layer.path) },
      to: {},
    },
    {
      name: "area-unknown",
      comment: "Every area of lib/server has its place in the order (AREAS above, and docs/architecture.md).",
      severity: "error",
      from: { path: "^lib/server/", pathNot: AREAS.map(areaPath) },
      to: {},
    },
    ...layerRules,
    ...areaRules,
  ],
  options: {
    doNotFollow: { path: ["node_modules", "^lib/generated/"] },
    exclude: { path: ["^lib/generated/", "\\.d\\.mts$"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".d.mts"],
    },
    cache: false,
  },
};
