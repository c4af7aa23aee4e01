/**
 * Serves the built site (dist/ or $OUT_DIR) the way Netlify, Cloudflare Pages and most static
 * hosts do: clean URLs (/length → length.html), a trailing slash redirected away (only on a path
 * of the site's shape: src/integrations/trailing-slash.ts), the headers of
 * the build's `_headers` file (values of one header from several matching rules joined with ", ",
 * as those hosts do), and every unknown path answered with HTTP 404 and the root 404.html only.
 * Text is compressed once per file and encoding, off the main thread, at a quick level by default;
 * `--best` uses the levels CDNs use for static files (brotli 11, gzip 9), which the bench wants
 * for realistic transfer sizes and the tests do not (brotli 11 costs up to a second a file).
 * Usage: node scripts/serve.ts [--port 4321] [--host 127.0.0.1] [--best]
 */
import { createServer } from "node:http";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { parseArgs, promisify } from "node:util";
import {
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from "../src/integrations/headers-file.ts";
import { slashRedirectTarget } from "../src/integrations/trailing-slash.ts";
import { hostOnlyListFile } from "../src/integrations/security-headers.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env["PORT"] ?? "4321" },
    host: { type: "string", default: "127.0.0.1" },
    best: { type: "boolean", default: false },
  },
});
const root = resolve(process.env["OUT_DIR"] ?? "dist");

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".conf": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

async function loadHeaderRules(): Promise<HeaderRule[]> {
  try {
    return parseHeadersFile(await readFile(join(root, "_headers"), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(pathname: string): Promise<string | null> {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, "");
  // The host reads _headers and .assetsignore; neither is a page, nor is what the latter names.
  if (relative === "_headers" || relative === hostOnlyListFile) return null;
  if (hostOnly.some((entry) => relative === entry || relative.startsWith(`${entry}/`))) return null;
  const base = join(root, relative);
  if (base !== root && !base.startsWith(root + sep)) return null;
  for (const candidate of [base, `${base}.html`, join(base, "index.html")]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

const headerRules = await loadHeaderRules();

/** What the build's .assetsignore keeps from visitors (nginx's files), as Cloudflare reads it. */
const hostOnly = await readFile(join(root, hostOnlyListFile), "utf8").then(
  (text) =>
    text
      .split("\n")
      .map((line) => line.trim().replace(/^\/+|\/+$/g, ""))
      .filter((line) => line !== "" && !line.startsWith("#")),
  () => [] as string[],
);

/** Text is sent compressed, as every CDN does: the bench's timings depend on it. */
function compressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/.test(type);
}

function acceptedEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  if (/\bbr\b/.test(header)) return "br";
  return /\bgzip\b/.test(header) ? "gzip" : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encodedFiles = new Map<string, Promise<Buffer>>();

/** A file's bytes, compressed once per encoding and kept (the build does not change while served). */
function encodedFile(path: string, encoding: "br" | "gzip" | null): Promise<Buffer> {
  const key = `${encoding ?? "identity"}:${path}`;
  let cached = encodedFiles.get(key);
  if (!cached) {
    cached = readFile(path).then((bytes) =>
      encoding === "br"
        ? brotli(bytes, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: values.best ? 11 : 5 },
          })
        : encoding === "gzip"
          ? gzipAsync(bytes, { level: values.best ? 9 : 6 })
          : bytes,
    );
    encodedFiles.set(key, cached);
  }
  return cached;
}

const server = createServer(async (request, response) => {
  try {
    // Prefixed rather than resolved against a base: "//evil.example/" is a path here, not a host.
    const target = request.url ?? "/";
    const url = new URL(target.startsWith("/") ? `http://localhost${target}` : target);
    const headers = headersForPath(headerRules, url.pathname);
    const slashed = url.pathname.length > 1 && url.pathname.endsWith("/");
    const redirectTo = slashed ? slashRedirectTarget(url.pathname) : null;
    if (redirectTo) {
      response.writeHead(301, { ...headers, Location: redirectTo + url.search });
      response.end();
      return;
    }
    const file = slashed ? null : await resolveFile(url.pathname);
    const path = file ?? join(root, "404.html");
    const type = contentTypes[extname(path)] ?? "application/octet-stream";
    const encoding = compressible(type)
      ? acceptedEncoding(request.headers["accept-encoding"])
      : null;
    // A HEAD answer has no body: nothing to read or compress.
    const body = request.method === "HEAD" ? undefined : await encodedFile(path, encoding);
    // A missing fingerprinted file is not kept for a year, as the Cloudflare Worker in front of
    // /_astro/ sends it (deploy/cloudflare/assets-worker.ts).
    const missingAsset = !file && url.pathname.startsWith("/_astro/");
    response.writeHead(file ? 200 : 404, {
      ...headers,
      ...(missingAsset ? { "Cache-Control": "no-store" } : {}),
      "Content-Type": type,
      ...(encoding ? { "Content-Encoding": encoding, Vary: "Accept-Encoding" } : {}),
    });
    response.end(body);
  } catch (error) {
    response.writeHead(500, { "Content-Type": "text/plain" });
    response.end(`Server error: ${String(error)}`);
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://localhost:${values.port}`);
});
