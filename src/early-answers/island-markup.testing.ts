/**
 * For the early answers' tests: what an island's server HTML offers its early answer (runtime.ts),
 * read from React's server rendering. The fields it reads (with the values the server gave them)
 * and the slots it must fill, each with the text node it rewrites.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { earlyAttributes } from "./attributes";
import type { FieldReader } from "./runtime";

/** The island's markup as the server renders it. */
export interface IslandMarkup {
  /** Each `data-early-field` by name, with its server value (a select's selected option). */
  fields: ReadonlyMap<string, string>;
  /** Each `data-early-slot` by name, with its server text (the text node the early answer rewrites). */
  slots: ReadonlyMap<string, string>;
  /** Reads the server's fields, as the early answer does on an untouched page. */
  field: FieldReader;
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (m) => entities[m] ?? m);

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/**
 * Renders an island component on the server and reads its early-answer fields and slots.
 * @example islandMarkup(AgeCalculator).fields.get("birth-date") // "1995-06-15"
 */
export function islandMarkup(component: ComponentType): IslandMarkup {
  const html = renderToString(createElement(component));
  const fields = new Map<string, string>();
  for (const [tag, element] of html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
    const name = attribute(tag, earlyAttributes.field);
    if (name === undefined) continue;
    if (element !== "select") {
      fields.set(name, attribute(tag, "value") ?? "");
      continue;
    }
    const options = html.slice(html.indexOf(tag), html.indexOf("</select>", html.indexOf(tag)));
    const selected = [...options.matchAll(/<option\b[^>]*>/g)].find(([option]) =>
      /\sselected=""/.test(option),
    );
    fields.set(name, selected ? (attribute(selected[0], "value") ?? "") : "");
  }
  const slots = new Map<string, string>();
  const slotPattern = new RegExp(
    `<[a-z]+\\b[^>]*\\s${earlyAttributes.slot}="([^"]*)"[^>]*>([^<]*)`,
    "g",
  );
  for (const [, name = "", text = ""] of html.matchAll(slotPattern)) {
    if (slots.has(decode(name))) throw new Error(`two slots named "${decode(name)}"`);
    slots.set(decode(name), decode(text));
  }
  return { fields, slots, field: (name) => fields.get(name) };
}
