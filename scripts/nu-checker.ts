/**
 * Runs the W3C Nu HTML Checker (the vnu-jar package; needs Java, found or installed by
 * scripts/find-java.sh) over the built pages, for scripts/check-site.ts. Its errors fail the site
 * checks; its warnings are printed.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

export interface NuReport {
  /** Page (relative to the build folder) → its errors as "line: message". */
  errors: Map<string, string[]>;
  /** Warning text → how many times it was given and one page:line where. */
  warnings: Map<string, { count: number; example: string }>;
}

/**
 * Two of the checker's CSP warnings are wrong for this site, so they are left out: it reads the
 * pages from disk, where 'self' has no origin, and reports every /_astro/ file as refused; and it
 * hashes inline scripts and styles with surrounding whitespace trimmed, where browsers hash the
 * exact text, so it reports hashed inline code as refused. (src/integrations/inline-code.ts checks
 * the hashes exactly.)
 */
const wrongCspWarning =
  /^(Resource violates Content Security Policy .*“\/_astro\/|Inline (script|style) violates Content Security Policy)/;

/**
 * The checker's CSS parser predates rules the built CSS uses (@property, @starting-style,
 * margin-trim, transition-behavior): its CSS messages are printed as warnings, not failures.
 */
const cssMessage = /^CSS: /;

/** Checks every page of `files` (HTML files under `root`) with the Nu HTML Checker. */
export function runNuChecker(root: string, files: string[]): NuReport {
  const java = execFileSync("bash", [fileURLToPath(new URL("find-java.sh", import.meta.url))], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const output = execFileSync(
    java,
    ["-jar", jar, "--format", "json", "--stdout", "--exit-zero-always", ...files],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(output) as { messages: NuMessage[] };
  const report: NuReport = { errors: new Map(), warnings: new Map() };
  for (const message of messages) {
    const page = message.url ? relative(root, fileURLToPath(message.url)) : "(checker)";
    const where = `${page}:${message.lastLine ?? 0}`;
    if (message.type !== "info" && !cssMessage.test(message.message)) {
      report.errors.set(page, [
        ...(report.errors.get(page) ?? []),
        `${message.lastLine ?? 0}: ${message.message}`,
      ]);
    } else if (
      (message.subType === "warning" || cssMessage.test(message.message)) &&
      !wrongCspWarning.test(message.message)
    ) {
      const seen = report.warnings.get(message.message);
      report.warnings.set(message.message, {
        count: (seen?.count ?? 0) + 1,
        example: seen?.example ?? where,
      });
    }
  }
  return report;
}
