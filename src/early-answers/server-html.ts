/**
 * For the early answers' tests: what an island's server HTML holds for its early answer, the
 * values of its fields and the first text of each slot, read the way runtime.ts reads the page.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { earlyAttributes } from "./attributes";
import type { FieldReader } from "./runtime";

/** What a server-rendered island gives its early answer. */
export interface ServerEarlyParts {
  /** Each field's value by its `data-early-field` name (a select: its selected option). */
  fields: Readonly<Record<string, string>>;
  /** Each slot's first text by its `data-early-slot` name ("" when it starts with an element). */
  slots: Readonly<Record<string, string>>;
  /** How many elements are hidden while an early answer shows. */
  staleCount: number;
}

const entities: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity);
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/**
 * Renders a component as the server does and reads its early-answer fields and slots.
 * @example serverEarlyParts(BmiCalculator).slots["bmi"] // "22.9"
 */
export function serverEarlyParts<Props extends object>(
  component: ComponentType<Props>,
  props: Props = {} as Props,
): ServerEarlyParts {
  const html = renderToString(createElement(component, props));
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
    const [tag, element] = match;
    const name = attribute(tag, earlyAttributes.field);
    if (name === undefined) continue;
    if (element === "select") {
      const options = html.slice(
        (match.index ?? 0) + tag.length,
        html.indexOf("</select>", match.index),
      );
      const selected = /<option\b[^>]*\sselected=""[^>]*>/.exec(options)?.[0];
      fields[name] = (selected && attribute(selected, "value")) ?? "";
    } else {
      fields[name] = attribute(tag, "value") ?? "";
    }
  }
  const slots: Record<string, string> = {};
  for (const match of html.matchAll(/<[a-z]+\b[^>]*>([^<]*)/g)) {
    const name = attribute(match[0].slice(0, match[0].indexOf(">") + 1), earlyAttributes.slot);
    if (name === undefined) continue;
    if (Object.hasOwn(slots, name)) throw new Error(`two slots named "${name}"`);
    slots[name] = decode(match[1] ?? "");
  }
  const staleCount = html.split(` ${earlyAttributes.stale}=""`).length - 1;
  return { fields, slots, staleCount };
}

/**
 * A field reader over fixed values, as the runtime gives the page's fields.
 * @example fieldsReader({ value: "37" })("value") // "37"
 */
export function fieldsReader(values: Readonly<Record<string, string>>): FieldReader {
  return (name) => (Object.hasOwn(values, name) ? values[name] : undefined);
}
