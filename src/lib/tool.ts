/**
 * What a tool of the site is: the shape of each entry of the tool registry (src/tools.ts). Kept in
 * the library so that a measure (src/lib/measures/<id>/) can describe its own tool without
 * importing the app.
 */
export const toolCategories = [
  "health",
  "time",
  "financial",
  "measurement",
  "technical",
  "tools",
  "advanced",
  "specialized",
] as const;

export type ToolCategory = (typeof toolCategories)[number];

/** Names of lucide icons; `src/components/site/ToolIcon.astro` maps each to its component. */
export type ToolIconName =
  | "activity"
  | "cake"
  | "banknote"
  | "percent"
  | "ruler"
  | "weight"
  | "thermometer"
  | "beaker"
  | "palette"
  | "binary"
  | "hard-drive"
  | "type"
  | "globe"
  | "gauge"
  | "square"
  | "zap"
  | "battery-charging"
  | "compass"
  | "triangle"
  | "fuel"
  | "chef-hat"
  | "clock"
  | "wifi"
  | "radio"
  | "move"
  | "wrench"
  | "layers"
  | "droplets"
  | "rocket"
  | "calculator";

export interface Tool {
  /** Stable id, also the file name of the tool's page body in src/tool-pages/{id}.astro. */
  id: string;
  /** Card and heading title, e.g. 'Length Converter'. */
  title: string;
  /** One sentence for the card, the home search and the meta description's lead. */
  description: string;
  /** The document title (without the site name). */
  pageTitle: string;
  /** The meta description (at most about 160 characters). */
  metaDescription: string;
  category: ToolCategory;
  icon: ToolIconName;
  /** Tailwind text colour classes for the icon, light and dark. */
  iconColor: string;
  /** The route-table path of the spec, e.g. '/measurement/length-converter'. */
  routePath: string;
  /** The short path declared as canonical, e.g. '/length'; equals routePath where the spec has none. */
  canonicalPath: string;
  /**
   * Its place in the home grid, counted from 1 (the spec's order: BMI 1, Age 2, … Fuel Economy 20);
   * null for a tool the grid does not list (the cooking converter). A new tool takes the next one.
   */
  homeGridPlace: number | null;
  keywords: readonly string[];
}
