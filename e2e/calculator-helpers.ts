/** Helpers shared by the calculator specs (BMI, percentage, age, time zone, currency). */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { tools, type Tool } from "../src/tools";

/** A tool from the registry with its distinct paths (route-table path and canonical path). */
export function toolWithPaths(id: string): { tool: Tool; paths: string[] } {
  const tool = tools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`no tool ${id} in the registry`);
  return { tool, paths: [...new Set([tool.routePath, tool.canonicalPath])] };
}

/** The page declares an absolute canonical URL whose path is the tool's canonical path. */
export async function expectCanonical(page: Page, canonicalPath: string): Promise<void> {
  const href = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(href, "canonical link").toMatch(/^https?:\/\//);
  expect(new URL(href ?? "").pathname).toBe(canonicalPath);
}

/**
 * Waits until the island whose component file name contains `component` is hydrated: Astro has
 * started it and React has attached its handlers to the island's controls (Astro drops the `ssr`
 * attribute before React finishes, and an edit made in between would be lost).
 */
export async function waitForIsland(page: Page, component: string): Promise<void> {
  const selector = `astro-island[component-url*="${component}"]`;
  const island = page.locator(selector);
  await expect(island).toHaveCount(1);
  await expect(island).not.toHaveAttribute("ssr", /.*/);
  await page.waitForFunction((islandSelector) => {
    const control = document.querySelector(islandSelector)?.querySelector("input, select, button");
    return (
      control !== null &&
      control !== undefined &&
      Object.keys(control).some((key) => key.startsWith("__reactProps"))
    );
  }, selector);
}

/** The page's visible text never shows NaN, undefined or Infinity. */
export async function expectNoBrokenNumbers(page: Page): Promise<void> {
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\bNaN\b|\bundefined\b|Infinity/);
}
