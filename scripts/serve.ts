/**
 * Serves the built site (dist/ or $OUT_DIR) the way a static host does: clean URLs
 * (/length → length.html), a trailing slash redirected away, and unknown paths answered with
 * HTTP 404 and the nearest 404.html (dist/blog/404.html for /blog/..., else dist/404.html).
 * Usage: node scripts/serve.ts [--port 4321] [--host 127.0.0.1]
 */
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env["PORT"] ?? "4321" },
    host: { type: "string", default: "127.0.0.1" },
  },
});
const root = resolve(process.env["OUT_DIR"] ?? "dist");

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(pathname: string): Promise<string | null> {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, "");
  const base = join(root, relative);
  if (base !== root && !base.startsWith(root + sep)) return null;
  for (const candidate of [base, `${base}.html`, join(base, "index.html")]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

async function nearestNotFoundPage(pathname: string): Promise<string> {
  const parts = pathname.split("/").filter(Boolean);
  for (let depth = parts.length - 1; depth >= 0; depth -= 1) {
    const candidate = join(root, ...parts.slice(0, depth), "404.html");
    if (await isFile(candidate)) return candidate;
  }
  return join(root, "404.html");
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      response.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search });
      response.end();
      return;
    }
    const file = await resolveFile(url.pathname);
    const status = file ? 200 : 404;
    const path = file ?? (await nearestNotFoundPage(url.pathname));
    const body = await readFile(path);
    response.writeHead(status, {
      "Content-Type": contentTypes[extname(path)] ?? "application/octet-stream",
      "Cache-Control": "no-cache",
    });
    response.end(request.method === "HEAD" ? undefined : body);
  } catch (error) {
    response.writeHead(500, { "Content-Type": "text/plain" });
    response.end(`Server error: ${String(error)}`);
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://localhost:${values.port}`);
});
