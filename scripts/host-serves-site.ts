/**
 * Run before a host's deploy checks: fails, saying why, when the host answers something other
 * than the build, for instance nginx's own 404 page when its worker cannot read the folder.
 * /length must answer 200 with the build's length.html, byte for byte.
 * Usage: node scripts/host-serves-site.ts <host name> <origin> [hint for the host's own 404 page]
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";

const [name, origin, hint] = process.argv.slice(2);
if (!name || !origin) {
  console.error("Usage: node scripts/host-serves-site.ts <host name> <origin> [hint]");
  process.exit(2);
}
const outDir = resolve(process.env["OUT_DIR"] ?? "dist");
const [expected, sitesNotFound] = await Promise.all([
  readFile(join(outDir, "length.html"), "utf8"),
  readFile(join(outDir, "404.html"), "utf8"),
]);

let status: number;
let body: string;
try {
  const response = await fetch(`${origin}/length`, { redirect: "manual" });
  status = response.status;
  body = await response.text();
} catch (error) {
  console.error(`${name} does not answer at ${origin}: ${String(error)}`);
  process.exit(1);
}

if (status === 200 && body === expected) {
  console.log(`${name} serves ${outDir} (checked /length)`);
} else {
  const ownPage = status !== 200 && body !== sitesNotFound;
  console.error(
    ownPage
      ? `${name} answered its own ${status} page${hint ? `: ${hint}` : ""}`
      : `${name} answered /length with HTTP ${status} and not ${outDir}/length.html`,
  );
  console.error(`It began: ${JSON.stringify(body.slice(0, 200))}`);
  process.exit(1);
}
