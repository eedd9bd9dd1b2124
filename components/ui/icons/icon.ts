import * as React from "react";

/**
 * The icons the public pages draw in the browser, as lucide-react draws them (the same SVG, its
 * `lucide lucide-<name>` classes and, unless the icon is named, `aria-hidden`), with their shapes
 * copied from lucide (ISC licence) rather than lucide-react's icon builder in every page's script: one
 * module per icon beside this one, so that a page carries only the icons it draws. Server components
 * and the admin area keep importing lucide-react.
 */
export type IconProps = React.SVGProps<SVGSVGElement> & { size?: string | number; absoluteStrokeWidth?: boolean };

type Shape = [tag: string, attributes: Record<string, string>][];

function names(...classes: string[]) {
  const tokens = new Set<string>();
  for (const value of classes) for (const token of value.split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(" ");
}

export function icon(name: string, shape: Shape, aliases: string[] = []) {
  return function Icon({ color, size, width, height, strokeWidth, absoluteStrokeWidth, className = "", children, ...rest }: IconProps) {
    const classes = names("lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`), className);
    const named = Boolean(children) || Object.entries(rest).some(([prop, value]) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && value != null);
    const drawnWidth = width ?? size ?? 24;
    return React.createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: drawnWidth,
        height: height ?? size ?? 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color ?? "currentColor",
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth ?? 2) * 24) / Number(drawnWidth) : (strokeWidth ?? 2),
        strokeLinecap: "round",
        strokeLinejoin: "round",
        ...(classes && { className: classes }),
        ...(named ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      [...shape.map(([tag, attributes]) => React.createElement(tag, attributes)), ...(Array.isArray(children) ? children : [children])],
    );
  };
}
