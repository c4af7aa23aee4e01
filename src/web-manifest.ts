/**
 * The web app manifest: what a browser needs to install the site as an app (name, icons, colours,
 * start page) and the shortcuts on the installed app's icon, taken from the tool registry.
 */
import { appIcons, shortcutToolIds } from "./offline-support";
import { siteName } from "./site";
import { themeColors } from "./theme-colors";
import { getTool } from "./tools";

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: "image/png";
  purpose: "any" | "maskable";
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: WebManifestIcon[];
  shortcuts: { name: string; short_name: string; description: string; url: string }[];
}

/**
 * The manifest as JSON-ready data (the light theme's colours, as the manifest has only one set).
 * @example webManifest().shortcuts.map((shortcut) => shortcut.url) // ["/bmi", "/length", "/financial/currency-converter", "/percentage"]
 */
export function webManifest(): WebManifest {
  return {
    id: "/",
    name: siteName,
    short_name: siteName.split(" ")[0] ?? siteName,
    description:
      "Calculators, unit converters and text tools that work out every answer on your device, with or without a connection.",
    lang: "en",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColors.light.header,
    background_color: themeColors.light.page,
    categories: ["utilities", "productivity", "education"],
    icons: appIcons.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
    shortcuts: shortcutToolIds.map((id) => {
      const tool = getTool(id);
      return {
        name: tool.title,
        short_name: tool.title.replace(/ (Calculator|Converter)$/, ""),
        description: tool.description,
        url: tool.canonicalPath,
      };
    }),
  };
}
