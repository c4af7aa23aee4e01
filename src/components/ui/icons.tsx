/**
 * Icons for islands. The shapes come from `lucide` (plain icon-node arrays); this tiny renderer
 * replaces lucide-react's component factory, which costs 1.5 KB gzipped on every tool page.
 * Astro (server-only) components keep using lucide-react: they ship no JavaScript.
 */
import { createElement } from "react";
import {
  ArrowLeftRight,
  ArrowRight,
  Check,
  ChevronDown,
  Copy,
  Eraser,
  Flame,
  LoaderCircle,
  Shuffle,
  Snowflake,
  Sun,
  Thermometer,
  X,
  type IconNode,
} from "lucide";

interface IconProps {
  size?: number;
  className?: string;
}

function makeIcon(node: IconNode) {
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

export const ArrowLeftRightIcon = makeIcon(ArrowLeftRight);
export const ArrowRightIcon = makeIcon(ArrowRight);
export const CheckIcon = makeIcon(Check);
export const ChevronDownIcon = makeIcon(ChevronDown);
export const CopyIcon = makeIcon(Copy);
export const EraserIcon = makeIcon(Eraser);
export const FlameIcon = makeIcon(Flame);
export const LoaderCircleIcon = makeIcon(LoaderCircle);
export const ShuffleIcon = makeIcon(Shuffle);
export const SnowflakeIcon = makeIcon(Snowflake);
export const SunIcon = makeIcon(Sun);
export const ThermometerIcon = makeIcon(Thermometer);
export const XIcon = makeIcon(X);
