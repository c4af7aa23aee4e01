/**
 * A converter preset to a unit pair: the configuration with the pair as its default units, so a
 * pair page's island starts (and falls back, for a shared link) on the page's own pair. Kept apart
 * from the page data so that islands bundle only this.
 */
import type { ConverterConfig } from "../measures/define-converter";

export interface PairPreset {
  /** The unit converted from; ignored unless it is one of the converter's units. */
  defaultFrom?: string | undefined;
  /** The unit converted to; ignored unless it is one of the converter's units. */
  defaultTo?: string | undefined;
}

/**
 * The configuration with the preset's units as defaults; the configuration itself without a preset
 * (an island memoises the result, so that it keeps one object across renders).
 * @example withPairPreset(lengthConverter, { defaultFrom: "foot", defaultTo: "centimeter" }).defaultTo // "centimeter"
 */
export function withPairPreset(config: ConverterConfig, preset: PairPreset): ConverterConfig {
  const { defaultFrom, defaultTo } = preset;
  const from = defaultFrom !== undefined && config.isUnit(defaultFrom) ? defaultFrom : undefined;
  const to = defaultTo !== undefined && config.isUnit(defaultTo) ? defaultTo : undefined;
  if (from === undefined && to === undefined) return config;
  return { ...config, defaultFrom: from ?? config.defaultFrom, defaultTo: to ?? config.defaultTo };
}
