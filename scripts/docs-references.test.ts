import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  describeStaleReference,
  documentationFiles,
  headingAnchor,
  staleReferences,
} from "./docs-references";

const repository = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("the README and docs/*.md", () => {
  it("name only paths, files, links, headings and npm commands that exist", () => {
    const stale = documentationFiles(repository).flatMap((file) =>
      staleReferences(repository, file),
    );
    expect(
      stale.map(describeStaleReference),
      "names in the documentation that no longer match the repository (file:line: name: why)",
    ).toEqual([]);
  });
});

describe("staleReferences", () => {
  // A small repository of its own, so that each kind of stale name is seen to fail.
  const root = mkdtempSync(join(tmpdir(), "docs-references-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    "package.json": JSON.stringify({
      scripts: { test: "x", build: "x", bench: "x" },
      dependencies: { astro: "7", "@astrojs/react": "7", react: "19" },
      devDependencies: { vitest: "4" },
    }),
    "src/lib/measures/length/units.ts": "",
    "src/lib/measures/length/names.ts": "",
    "src/components/islands/LengthConverter.tsx": "",
    "scripts/test.sh": "",
    "content/blog/first.mdx": "",
    "docs/guide.md": "# Guide\n\n## What `npm test` runs\n\n## Commands\n",
    "node_modules/.bin/wrangler": "",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const check = (markdown: string) =>
    staleReferences(root, "README.md", markdown).map(describeStaleReference);

  it("accepts what exists: paths, globs, placeholders, links to headings, scripts, npm's commands", () => {
    expect(
      check(
        [
          "`scripts/test.sh` and `bash scripts/test.sh --fast`, `src/lib/measures/`,",
          "`src/lib/measures/<id>/units.ts`, `content/blog/{slug}.mdx`, `src/lib/**/*.ts`, `src/…`,",
          "`units.ts`, [the guide](docs/guide.md#what-npm-test-runs), [up](#title),",
          "`npm test`, `npm run build && npx wrangler deploy`, `npm install`, not `npm ci`,",
          "`dist/_headers` (built, not in the repository), `shared/DESIGN.md` (beside it).",
          "# Title",
          "```sh",
          "npm install && npm test",
          "```",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("names each path, file, link, heading and command that does not exist, with its line", () => {
    expect(
      check(
        [
          "`src/lib/length.ts` moved; `bash scripts/old.sh`; `src/lib/measures/<id>/convert.ts`",
          "`e2e/*.spec.ts`, `src/lib/measures/length/` is there, `src/lib/measures/weight/` is not",
          "`gone.ts`, [a guide](docs/missing.md), [a heading](docs/guide.md#how-to-add-a-tool)",
          "`npm run lint`, `npm start`, `npm frobnicate`, `npx playwright test`",
          "```sh",
          "npm run check",
          "```",
        ].join("\n"),
      ),
    ).toEqual([
      "README.md:1: src/lib/length.ts: no such file or folder in the repository",
      "README.md:1: scripts/old.sh: no such file or folder in the repository",
      "README.md:1: src/lib/measures/<id>/convert.ts: no such file or folder in the repository",
      "README.md:2: e2e/*.spec.ts: no such file or folder in the repository",
      "README.md:2: src/lib/measures/weight/: no such file or folder in the repository",
      "README.md:3: gone.ts: no file of the repository has this name",
      "README.md:3: docs/missing.md: the link's file does not exist",
      "README.md:3: docs/guide.md#how-to-add-a-tool: docs/guide.md has no heading with the anchor #how-to-add-a-tool",
      "README.md:4: npm run lint: not a script of package.json",
      "README.md:4: npm start: not a script of package.json",
      "README.md:4: npm frobnicate: neither an npm command nor a script of package.json",
      "README.md:4: npx playwright: not a command of an installed package",
      "README.md:6: npm run check: not a script of package.json",
    ]);
  });

  it("reads a folder tree: each entry, under its top-level folder when indented", () => {
    expect(
      check(
        [
          "```",
          "scripts/          the scripts",
          "  test.sh         what npm test runs",
          "  serve.ts        the static server, a description that goes on",
          "                  on a line of its own: lines under the descriptions are not entries;",
          "                  they name files too: test.sh, old-helper.ts, src/lib/gone/",
          "src/lib/measures/<id>/  one folder per measure",
          "content/",
          "  blog/*.mdx      articles",
          "  pages/*.md      static pages",
          "```",
        ].join("\n"),
      ),
    ).toEqual([
      "README.md:4: scripts/serve.ts: no such file or folder in the repository",
      "README.md:10: content/pages/*.md: no such file or folder in the repository",
      "README.md:6: src/lib/gone/: no such file or folder in the repository",
      "README.md:6: old-helper.ts: no file of the repository has this name",
    ]);
  });

  it("takes a declared example name for any name, from its comment to the next heading", () => {
    const example = [
      "<!-- example: flow -->",
      "For a measure `flow`: `src/lib/measures/flow/units.ts`, `flow.md`,",
      "`src/components/islands/FlowConverter.tsx`.",
      "## Next",
      "`src/lib/measures/flow/units.ts`",
    ].join("\n");
    expect(check(example)).toEqual([
      "README.md:5: src/lib/measures/flow/units.ts: no such file or folder in the repository",
    ]);
  });

  it("takes the packages of a section about dependencies, and scoped names anywhere", () => {
    expect(
      check(
        [
          "## Why each dependency is here",
          "- `astro`: the generator; `react`, `react-dom`: the islands (`makeIcon`, ours).",
          "- `vitest` (^4), `@astrojs/*`: tests and integrations; `src/lib` stays pure.",
          "## Elsewhere",
          "- `left-pad`: not read as a package here, but `@astrojs/sitemap` is.",
        ].join("\n"),
      ),
    ).toEqual([
      "README.md:2: react-dom: not a dependency in package.json",
      "README.md:5: @astrojs/sitemap: not a dependency in package.json",
    ]);
  });
});

describe("headingAnchor", () => {
  it("is GitHub's anchor of the heading", () => {
    expect(headingAnchor("What `npm test` runs")).toBe("what-npm-test-runs");
    expect(headingAnchor("The first answer on a phone (`npm run bench`)")).toBe(
      "the-first-answer-on-a-phone-npm-run-bench",
    );
    expect(headingAnchor("Build steps (`src/integrations/`)")).toBe("build-steps-srcintegrations");
  });
});
