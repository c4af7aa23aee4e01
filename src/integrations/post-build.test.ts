import { describe, expect, it } from "vitest";
import { withIslandStyleInHead } from "./post-build";

const style = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

describe("Astro's island style", () => {
  it("moves from the body, where HTML allows no <style>, to the end of the head", () => {
    expect(
      withIslandStyleInHead(
        `<head><title>t</title></head><body>${style}<astro-island></astro-island></body>`,
      ),
    ).toBe(`<head><title>t</title>${style}</head><body><astro-island></astro-island></body>`);
  });

  it("leaves a page without islands as it is", () => {
    const page = "<head></head><body><p>x</p></body>";
    expect(withIslandStyleInHead(page)).toBe(page);
  });
});
