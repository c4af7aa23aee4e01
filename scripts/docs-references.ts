/**
 * What the documentation names must exist: the README and docs/*.md name paths of the repository,
 * files, links to other documents and their headings, and npm commands. This reads each Markdown
 * file and lists every name that no longer matches the repository, with its file and line.
 *
 * What is checked:
 * - a path of the repository in backticks (`src/…`, `scripts/…`, `e2e/…`, `content/…`, `docs/…`,
 *   `bench/…`, `deploy/…`, `public/…`, `.ci/…`, `.github/…`), also inside a longer command
 *   (`bash scripts/nginx-check.sh`), and each entry of a folder tree (a plain code block whose
 *   first line is a folder followed by its description);
 * - a bare file name in backticks (`budgets.ts`, `ConverterIsland.astro`): some file of the
 *   repository has that name;
 * - a relative Markdown link, and its #fragment against the headings of the linked document;
 * - `npm run X`, and `npm start`/`npm test`/…: X is a script of package.json; `npm X` is otherwise
 *   one of npm's own commands; `npx X`: X is a command of an installed package;
 * - a package: a scoped name (`@astrojs/react`) anywhere, and the names a list item opens with in
 *   a section about dependencies ("- `astro`: …"), are dependencies in package.json.
 *
 * A path may hold placeholders (`<id>`, `{id}`, `…`) and globs (`*`, `**`): it must then match at
 * least one file. Names used as examples (a measure "flow" that does not exist) are declared in the
 * document with a comment, `<!-- example: flow; why -->`, and stand for any name from that line to
 * the next heading.
 */
import { existsSync, globSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/** One name in a document that does not match the repository. */
export interface StaleReference {
  /** The document, relative to the repository. */
  file: string;
  line: number;
  /** The name as the document writes it. */
  reference: string;
  /** Why it does not match. */
  problem: string;
}

/** The first folders of the repository's own paths (not build output such as dist/). */
const repositoryFolders = [
  "src",
  "scripts",
  "e2e",
  "content",
  "docs",
  "bench",
  "deploy",
  "public",
  ".ci",
  ".github",
];
const repositoryPath = new RegExp(
  `(?:^|[\\s(="'\\[])((?:${repositoryFolders.map((folder) => folder.replace(".", "\\.")).join("|")})/[^\\s\`'"),;]*)`,
  "g",
);
/** Source files named on their own, which some folder of the repository must hold. */
const bareFileName = /^[\w.@[\]-]*[\w\]]\.(?:ts|tsx|astro|md|mdx|sh|json|jsonc|css)$/;
/** Source files, which a tree's descriptions name in plain text (documents are named as links). */
const sourceFileName = /\.(?:ts|tsx|astro|sh|css)$/;
/** An npm package's name; scoped (`@astrojs/react`, `@astrojs/*`) it is one wherever it is named. */
const packageName = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;
const scopedPackageName = /^@[a-z0-9~-][a-z0-9._~-]*\/[a-z0-9._~*-]+$/;
/** npm's own commands (https://docs.npmjs.com/cli/commands), which need no script. */
const npmCommands = new Set([
  "access",
  "adduser",
  "audit",
  "cache",
  "ci",
  "config",
  "dedupe",
  "doctor",
  "exec",
  "explain",
  "fund",
  "help",
  "i",
  "init",
  "install",
  "link",
  "login",
  "ls",
  "outdated",
  "pack",
  "prune",
  "publish",
  "rebuild",
  "root",
  "uninstall",
  "update",
  "version",
  "view",
]);
/** npm's shorthands for scripts: `npm start` runs the script "start". */
const npmScriptShorthands = new Set(["start", "stop", "restart", "test"]);
/** Folders that are not the repository's own files. */
const ignoredFolders = new Set([
  "node_modules",
  ".git",
  ".astro",
  ".wrangler",
  "test-results",
  "playwright-report",
]);

/** The repository's files by name, for bare file names (build output and dependencies left out). */
function fileNames(root: string): Set<string> {
  const names = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!ignoredFolders.has(entry.name) && !/^dist($|-)/.test(entry.name))
          visit(join(folder, entry.name));
      } else names.add(entry.name);
    }
  };
  visit(root);
  return names;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown document's headings (a repeated heading gets -1, -2, …). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) fence = !fence;
    const heading = fence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined || heading === null) continue;
    const anchor = headingAnchor(heading);
    const count = counts.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    counts.set(anchor, count + 1);
  }
  return anchors;
}

/**
 * An example name where it stands as a word of a path, in any case: "flow" in
 * `src/lib/measures/flow/` and `FlowConverter.tsx`, not in `overflow.ts`.
 */
function exampleNamePattern(name: string): RegExp {
  const anyCase = [...name]
    .map((letter) =>
      letter.toLowerCase() === letter.toUpperCase()
        ? letter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        : `[${letter.toLowerCase()}${letter.toUpperCase()}]`,
    )
    .join("");
  return new RegExp(`(?<![A-Za-z0-9])${anyCase}(?![a-z0-9])`, "g");
}

/** A path with its placeholders and example names turned into the glob they stand for. */
function asGlob(path: string, exampleNames: readonly string[]): string {
  let glob = path.replace(/<[^>]*>|\{[^}]*\}|…/g, "*");
  for (const name of exampleNames) glob = glob.replace(exampleNamePattern(name), "*");
  return glob.replace(/\*{3,}/g, "**");
}

/** Whether a path of the repository (a file, a folder with a trailing slash, or a glob) exists. */
function pathExists(root: string, path: string): boolean {
  const folderOnly = path.endsWith("/");
  const bare = path.replace(/\/+$/, "");
  const full = join(root, bare);
  // A name such as [...toolPath].astro is first taken as written.
  if (existsSync(full)) return !folderOnly || statSync(full).isDirectory();
  if (!/[*?]/.test(bare)) return false;
  return globSync(bare, { cwd: root }).some(
    (match) => !folderOnly || statSync(join(root, match)).isDirectory(),
  );
}

interface DocumentLine {
  number: number;
  text: string;
  /** The language of the fenced code block the line is in ("" for a plain block), or null. */
  fence: string | null;
  /** The example names in force on this line. */
  exampleNames: string[];
  /** Whether the line is in a section whose heading is about dependencies. */
  inDependencySection: boolean;
}

function documentLines(markdown: string): DocumentLine[] {
  const lines: DocumentLine[] = [];
  let fence: string | null = null;
  let exampleNames: string[] = [];
  let inDependencySection = false;
  for (const [index, text] of markdown.split("\n").entries()) {
    const opening = /^\s*```\s*(\S*)/.exec(text);
    if (opening) {
      fence = fence === null ? (opening[1] ?? "") : null;
      continue;
    }
    if (fence === null && /^#{1,6}\s/.test(text)) {
      exampleNames = [];
      inDependencySection = /dependenc/i.test(text);
    }
    // <!-- example: flow; why --> (the names, then after a semicolon whatever explains them)
    const declared = /<!--\s*examples?:\s*([^;]*?)\s*(?:;[\s\S]*?)?-->/.exec(text)?.[1];
    if (declared) exampleNames = [...exampleNames, ...declared.split(/[\s,]+/).filter(Boolean)];
    lines.push({ number: index + 1, text, fence, exampleNames, inDependencySection });
  }
  return lines;
}

/**
 * The paths a folder tree names: each entry (a name at the start of a line, indented less than the
 * descriptions), under the last top-level folder when indented.
 */
function treeEntries(block: DocumentLine[]): { line: DocumentLine; path: string }[] {
  const first = block.find((line) => line.text.trim() !== "");
  const column = first ? /^(\S+\/\s{2,})/.exec(first.text)?.[1]?.length : undefined;
  if (!first || column === undefined) return [];
  const entries: { line: DocumentLine; path: string }[] = [];
  let folder = "";
  for (const line of block) {
    const match = /^( *)(\S+)(?:\s{2,}|$)/.exec(line.text);
    const indent = match?.[1]?.length ?? 0;
    const name = match?.[2];
    if (!name || indent >= column) continue;
    if (indent === 0) {
      folder = name.endsWith("/") ? name : "";
      entries.push({ line, path: name });
    } else entries.push({ line, path: `${folder}${name}` });
  }
  return entries;
}

/** Every name in one document that does not match the repository. */
export function staleReferences(
  root: string,
  documentPath: string,
  markdown = readFileSync(join(root, documentPath), "utf8"),
): StaleReference[] {
  const found: StaleReference[] = [];
  const lines = documentLines(markdown);
  const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts?: object;
    dependencies?: object;
    devDependencies?: object;
  };
  const scripts = Object.keys(packageJson.scripts ?? {});
  const dependencies = [
    ...Object.keys(packageJson.dependencies ?? {}),
    ...Object.keys(packageJson.devDependencies ?? {}),
  ];
  let names: Set<string> | undefined;
  const report = (line: DocumentLine, reference: string, problem: string) =>
    found.push({ file: documentPath, line: line.number, reference, problem });

  const checkPath = (line: DocumentLine, path: string) => {
    if (!pathExists(root, asGlob(path, line.exampleNames)))
      report(line, path, "no such file or folder in the repository");
  };

  const checkFileName = (line: DocumentLine, name: string) => {
    if (!bareFileName.test(name)) return;
    if (line.exampleNames.some((example) => exampleNamePattern(example).test(name))) return;
    names ??= fileNames(root);
    if (!names.has(name)) report(line, name, "no file of the repository has this name");
  };

  const checkDependency = (line: DocumentLine, name: string) => {
    const pattern = new RegExp(
      `^${name.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`,
    );
    if (!dependencies.some((dependency) => pattern.test(dependency)))
      report(line, name, "not a dependency in package.json");
  };

  const checkCommands = (line: DocumentLine, text: string) => {
    for (const [command, name = ""] of text.matchAll(/\bnpm\s+(?:run\s+)?([\w:-]+)/g)) {
      const isRun = /\bnpm\s+run\s/.test(command);
      if (isRun || npmScriptShorthands.has(name)) {
        if (!scripts.includes(name)) report(line, command, "not a script of package.json");
      } else if (!npmCommands.has(name)) {
        report(line, command, "neither an npm command nor a script of package.json");
      }
    }
    for (const [command, name = ""] of text.matchAll(/\bnpx\s+(?:--\S+\s+)*([\w@/.-]+)/g)) {
      if (!existsSync(join(root, "node_modules", ".bin", name)))
        report(line, command, "not a command of an installed package");
    }
  };

  // Folder trees: plain code blocks whose first line is a folder and its description.
  for (let index = 0; index < lines.length;) {
    const fence = lines[index]?.fence;
    let end = index;
    while (end < lines.length && lines[end]?.fence === fence) end++;
    const block = lines.slice(index, end);
    const entries = fence === "" ? treeEntries(block) : [];
    for (const { line, path } of entries) checkPath(line, path);
    // A tree's descriptions name paths and source files too, in plain text.
    const entryLines = new Set(entries.map(({ line }) => line));
    if (entries.length > 0) {
      for (const line of block) {
        const description = (
          entryLines.has(line) ? line.text.replace(/^\s*\S+/, "") : line.text
        ).replace(/`[^`]*`/g, "");
        for (const [, path = ""] of description.matchAll(repositoryPath)) checkPath(line, path);
        for (const word of description.split(/[\s(),;:]+/)) {
          if (sourceFileName.test(word)) checkFileName(line, word);
        }
      }
    }
    index = Math.max(end, index + 1);
  }

  for (const line of lines) {
    if (line.fence === "sh" || line.fence === "bash") checkCommands(line, line.text);
    if (line.fence !== null && line.fence !== "") continue;

    if (line.inDependencySection && /^\s*[-*]\s/.test(line.text)) {
      // "- `astro`: …", "- `react`, `react-dom`: …", "- `typescript` (^6), …", ". `satteri`: …":
      // the names that open a clause of the item are packages.
      for (const [, name = ""] of line.text.matchAll(
        /(?<=^\s*[-*]\s+|[.,;]\s+)`([^`]+)`(?=:|,| \()/g,
      )) {
        if (packageName.test(name)) checkDependency(line, name);
      }
    }
    for (const [, code = ""] of line.text.matchAll(/`([^`]+)`/g)) {
      if (scopedPackageName.test(code)) checkDependency(line, code);
      checkCommands(line, code);
      for (const [, path = ""] of code.matchAll(repositoryPath)) checkPath(line, path);
      checkFileName(line, code);
    }

    if (line.fence !== null) continue;
    const prose = line.text.replace(/`[^`]*`/g, "");
    for (const [, target = ""] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [file = "", fragment] = target.split("#");
      const linked = file === "" ? documentPath : normalize(join(dirname(documentPath), file));
      const inRepository = !relative(root, join(root, linked)).startsWith("..");
      if (linked !== documentPath && (!inRepository || !existsSync(join(root, linked)))) {
        report(line, target, "the link's file does not exist");
        continue;
      }
      if (fragment !== undefined && linked.endsWith(".md")) {
        const anchors = headingAnchors(
          linked === documentPath ? markdown : readFileSync(join(root, linked), "utf8"),
        );
        if (!anchors.has(fragment))
          report(line, target, `${linked} has no heading with the anchor #${fragment}`);
      }
    }
  }
  return found;
}

/** The documents checked: the README and every Markdown file of docs/. */
export function documentationFiles(root: string): string[] {
  return [
    "README.md",
    ...readdirSync(join(root, "docs"))
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => `docs/${name}`),
  ];
}

/** A stale reference as one line: where it is, what it names and why it does not match. */
export function describeStaleReference(stale: StaleReference): string {
  return `${stale.file}:${stale.line}: ${stale.reference}: ${stale.problem}`;
}
