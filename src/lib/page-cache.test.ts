import { describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";

describe("pageCache", () => {
  it("is one map per name for every caller, another for another name", () => {
    const first = pageCache<number>("test-cache");
    first.set("a", 1);
    expect(pageCache<number>("test-cache").get("a")).toBe(1);
    expect(pageCache<number>("other-test-cache").has("a")).toBe(false);
  });
});
