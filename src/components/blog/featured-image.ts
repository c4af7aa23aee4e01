import type { ImageMetadata } from "astro";
import { imageConfig } from "astro:assets";

/**
 * Whether a featured image can be converted to AVIF/WebP/PNG. Astro rasterises SVG sources only
 * when astro.config.ts sets image.dangerouslyProcessSVG (and fails the build otherwise), so
 * without that flag an SVG is served as it is.
 */
export function canRasterise(image: ImageMetadata): boolean {
  return image.format !== "svg" || imageConfig.dangerouslyProcessSVG === true;
}
