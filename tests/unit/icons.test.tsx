/**
 * The public pages' browser code draws its icons with components/ui/icons/, not lucide-react's
 * builder: each must render exactly the SVG lucide-react renders for the same props.
 */
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { readdirSync } from "node:fs";
import path from "node:path";

const PROPS: Record<string, unknown>[] = [
  {},
  { "aria-hidden": true },
  { className: "size-5 dark:hidden", "aria-hidden": true },
  { className: "size-4  size-4 opacity-50", "aria-hidden": true },
  { "aria-label": "Search" },
  { title: "Loading" },
  { className: "size-4", disabled: false },
  { size: 16, strokeWidth: 3, absoluteStrokeWidth: true },
];

const folder = path.join(__dirname, "../../components/ui/icons");
const drawn = readdirSync(folder)
  .filter((file) => file !== "icon.ts")
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .flatMap((file) => Object.entries(require(path.join(folder, file)) as Record<string, React.ComponentType<Record<string, unknown>>>));

test("every icon is one lucide-react has", () => {
  expect(drawn.length).toBeGreaterThan(10);
  for (const [name] of drawn) expect(lucide).toHaveProperty(name);
});

test.each(drawn)("%s renders as lucide-react's", (name, Icon) => {
  const theirs = (lucide as unknown as Record<string, React.ComponentType<Record<string, unknown>>>)[name];
  for (const props of PROPS) expect(renderToStaticMarkup(<Icon {...props} />)).toBe(renderToStaticMarkup(React.createElement(theirs, props)));
});
