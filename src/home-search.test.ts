/**
 * The home page's search over the real registry: each converter is found by its units' names and
 * a tool named by the query comes first (the search itself is src/lib/tool-search/).
 */
import { describe, expect, it } from "vitest";
import { homeGridTools } from "./tools";
import { rankTools } from "./lib/tool-search/tool-search";
import { searchableTool } from "./lib/tool-search/searchable-tool";

const homeTools = homeGridTools.map(searchableTool);
const ranked = (query: string) => rankTools(query, homeTools).map((tool) => tool.id);

describe("the home page's tool search", () => {
  it("finds each converter by its units, on the home page's real tools", () => {
    expect(ranked("stone")).toEqual(["weight"]);
    expect(ranked("psi")[0]).toBe("pressure");
    expect(ranked("fahrenheit")[0]).toBe("temperature");
    expect(ranked("kib")[0]).toBe("data-storage");
    expect(ranked("celsius")).toEqual(["temperature"]);
    expect(ranked("mpg")[0]).toBe("fuel-economy");
  });

  it("ranks a tool named by the query above tools that only mention it", () => {
    expect(ranked("weight")[0]).toBe("weight");
    expect(ranked("length")[0]).toBe("length");
    expect(ranked("calculator").slice(0, 3)).toEqual(["bmi", "age", "percentage"]);
  });
});
