/**
 * Draws the installed app's icons into public/icons/ from the site's logo, public/favicon.svg:
 * the logo itself at 192 and 512 px (purpose "any"), and a maskable 512 px icon whose background
 * fills the square and whose calculator sits inside the central safe circle that every launcher
 * mask keeps (80 % of the width). Run it again after changing the logo:
 *   npx node scripts/draw-app-icons.ts
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { appIcons } from "../src/offline-support.ts";

const publicFolder = new URL("../public/", import.meta.url);
const logo = await readFile(new URL("favicon.svg", publicFolder), "utf8");

// The logo is a rounded square (its first <rect>) with the calculator drawn over it.
const background = /<rect\b[^>]*\/>/.exec(logo)?.[0];
const backgroundColour = background && /fill="([^"]+)"/.exec(background)?.[1];
const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(logo);
if (!background || !backgroundColour || !viewBox || viewBox[1] !== viewBox[2]) {
  throw new Error(
    "public/favicon.svg: expected a square viewBox starting with a background <rect>",
  );
}
const side = Number(viewBox[1]);
const drawing = logo
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(background, "");

// The calculator spans 18 × 22 of the 32 units (stroke included): scaled by 0.8 its corners lie
// within the safe circle of radius 0.4 × 32 around the centre.
const maskableScale = 0.8;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" fill="${backgroundColour}"/><g transform="translate(${side / 2} ${side / 2}) scale(${maskableScale}) translate(${-side / 2} ${-side / 2})">${drawing}</g></svg>`;

for (const icon of appIcons) {
  const svg = icon.purpose === "maskable" ? maskable : logo;
  const file = new URL(`.${icon.src}`, publicFolder);
  // Rendered at a density that gives the pixel size directly, so edges stay sharp.
  await sharp(Buffer.from(svg), { density: (72 * icon.size) / side })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(file.pathname);
  console.log(`${icon.src}: ${icon.size} × ${icon.size} px (${icon.purpose})`);
}
