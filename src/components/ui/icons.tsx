/**
 * Icons for islands. The shapes come from `lucide` (plain icon-node arrays); this tiny renderer
 * replaces lucide-react's component factory, which costs 1.5 KB gzipped on every tool page.
 * Astro (server-only) components keep using lucide-react: they ship no JavaScript.
 */
import { createElement } from "react";
import { ChevronDown, type IconNode } from "lucide";

interface IconProps {
  size?: number;
  className?: string;
}

/**
 * A React icon component for one lucide icon node. Create icons in the island that uses them
 * (`const CopyIcon = makeIcon(Copy)`) so each page bundles only its own icons.
 * @example const CopyIcon = makeIcon(Copy)
 */
export function makeIcon(node: IconNode) {
  return function Icon({ size = 20, className }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        "aria-hidden": "true",
        focusable: "false",
        className,
      },
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  };
}

/** The chevron of the buttons that open a panel: shared by the converters' islands. */
export const ChevronDownIcon = makeIcon(ChevronDown);
