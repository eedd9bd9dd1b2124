import * as React from "react";

type Props = Record<string, unknown>;

/**
 * What `asChild` renders: its one child element, given the component's props as Radix's Slot gives
 * them (the child's own win, except that handlers both run, the child's first, styles merge, class
 * names join, the component's first, and both refs are set), without Radix's Slot in the browser's code.
 */
export function slotted(child: React.ReactNode, slotProps: Props): React.ReactElement {
  if (!React.isValidElement<Props>(child)) throw new Error("asChild expects a single element as its child.");
  const childProps = child.props;
  const overrides: Props = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === "function" && typeof childValue === "function") {
        overrides[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) overrides[name] = slotValue;
    } else if (name === "style") overrides[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === "className") overrides[name] = [slotValue, childValue].filter(Boolean).join(" ");
  }
  const merged: Props = { ...slotProps, ...overrides };
  const refs = [slotProps.ref, childProps.ref].filter(Boolean) as React.Ref<unknown>[];
  if (refs.length > 1) merged.ref = (node: unknown) => refs.forEach((ref) => (typeof ref === "function" ? ref(node) : ((ref as React.RefObject<unknown>).current = node)));
  return React.cloneElement(child, merged);
}
