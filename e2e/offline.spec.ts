/**
 * Offline support on the built site: after one visit the tools work with no network, a page never
 * saved shows the offline page, the currency page keeps the last rates it received, the site is
 * installable, and a new build is picked up (served one after the other at the same address).
 * Each test browses an address of its own (`SiteAddress`) that can switch between builds or stop
 * answering, since the worker lives at one origin; behind it, each build folder is served by one
 * scripts/serve.ts for the whole file.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { dirname, join, resolve } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { test, expect, ratesFixture, switchToDarkTheme, waitForHydration } from "./fixtures";
import { axeViolations, colourViolations } from "./axe";
import { recordCspViolations } from "./csp-violations";
import { moduleGraphFile } from "../src/integrations/module-graph";
import { writeServiceWorker } from "../src/integrations/service-worker";
import { offlinePagePath, serviceWorkerPath } from "../src/offline-support";
import { getTool, tools } from "../src/tools";
import { fullChromiumLaunchOptions } from "../playwright.config";

const builtSite = resolve(process.env["OUT_DIR"] ?? "dist");

/** The exchange-rate endpoint (another host; the fixtures answer it). */
const isRatesRequest = (url: URL) =>
  !["127.0.0.1", "localhost"].includes(url.hostname) && /\/latest\/[A-Z]{3}$|rates/i.test(url.href);

/** Listens on a free port of this machine and gives the port. */
async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return (server.address() as AddressInfo).port;
}

interface FolderServer {
  port: number;
  stop: () => void;
}

/** scripts/serve.ts for each build folder, started when first needed and kept for the whole file. */
const folderServers = new Map<string, Promise<FolderServer>>();

async function startFolderServer(folder: string): Promise<FolderServer> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((done) => probe.close(done));
  const child = spawn(process.execPath, ["scripts/serve.ts", "--port", String(port)], {
    env: { ...process.env, OUT_DIR: folder },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((ready, failed) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving")) ready();
    });
    child.once("exit", (code) => failed(new Error(`serve.ts exited with ${code}`)));
  });
  return { port, stop: () => child.kill() };
}

function serveFolder(folder: string): Promise<FolderServer> {
  let started = folderServers.get(folder);
  if (!started) {
    started = startFolderServer(folder);
    folderServers.set(folder, started);
  }
  return started;
}

test.afterAll(async () => {
  for (const started of folderServers.values()) (await started).stop();
  folderServers.clear();
});

/** The address a test browses: it forwards every request to the server of one build, or drops it. */
class SiteAddress {
  origin = "";
  /** The path (and query) of every request that reached the address, in order. */
  readonly requested: string[] = [];
  private target: number | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly proxy = createServer((request, response) => {
    this.requested.push(request.url ?? "");
    if (this.target === null) {
      request.socket.destroy();
      return;
    }
    const upstream = forward(
      {
        host: "127.0.0.1",
        port: this.target,
        method: request.method,
        path: request.url,
        // gzip: the server's brotli at its highest level costs seconds per build on a busy machine.
        headers: { ...request.headers, "accept-encoding": "gzip" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });

  async open(): Promise<void> {
    this.proxy.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.once("close", () => this.sockets.delete(socket));
    });
    this.origin = `http://127.0.0.1:${await listen(this.proxy)}`;
  }

  /** From now on the address serves `folder`. */
  async serve(folder: string): Promise<void> {
    this.target = (await serveFolder(folder)).port;
  }

  /** From now on nothing answers, not even on connections already open. */
  cutOff(): void {
    this.target = null;
    for (const socket of this.sockets) socket.destroy();
  }

  async close(): Promise<void> {
    this.cutOff();
    await new Promise((done) => this.proxy.close(done));
  }
}

/** Copies of the build made by `changedBuild`, once per kind for the whole file. */
const changedBuilds = new Map<boolean, Promise<string>>();

/** The on-demand code a deploy renames in `renamedBuild`: Quick convert's and the list's. */
const renamedChunks = /^(answer-box|AllConversions)\.[\w-]+\.js$/;

let renamed: Promise<string> | undefined;

/**
 * The next build (changedBuild) in which Quick convert's answering code and the list of all
 * conversions have new names, as a real deploy gives code that changed: the old names are gone
 * from the server.
 */
function renamedBuild(): Promise<string> {
  renamed ??= (async () => {
    const { project, parallelIndex } = test.info();
    const folder = join(project.outputDir, `offline-spec-renamed-build-${parallelIndex}`);
    await copyBuild(await changedBuild({ offline: true }), folder);
    const assets = join(folder, "_astro");
    const names = (await readdir(assets)).filter((name) => renamedChunks.test(name));
    if (names.length < 2) throw new Error(`no chunks to rename in ${assets}: ${names.join(", ")}`);
    const newName = (name: string) => name.replace(/\.([\w-]+)\.js$/, ".N3w$1.js");
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile() && /\.(js|html|json)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    for (const file of [...files, moduleGraphFile(folder)]) {
      const text = await readFile(file, "utf8");
      const changed = names.reduce((result, name) => result.replaceAll(name, newName(name)), text);
      if (changed !== text) await writeFile(file, changed);
    }
    for (const name of names) await rename(join(assets, name), join(assets, newName(name)));
    await writeServiceWorker(folder, true);
    return folder;
  })();
  return renamed;
}

/**
 * A copy of the build in which every page carries data-build="next", with its own worker: an
 * offline worker of its own, or (`offline: false`) the build of a deployment with OFFLINE_SUPPORT=off.
 */
function changedBuild(options: { offline: boolean }): Promise<string> {
  let made = changedBuilds.get(options.offline);
  if (!made) {
    const { project, parallelIndex } = test.info();
    const folder = join(
      project.outputDir,
      `offline-spec-${options.offline ? "next" : "off"}-build-${parallelIndex}`,
    );
    made = copyAsNextBuild(folder, options.offline);
    changedBuilds.set(options.offline, made);
  }
  return made;
}

/** Copies a build folder with its module graph, which the build keeps beside the folder. */
async function copyBuild(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
  await mkdir(dirname(moduleGraphFile(to)), { recursive: true });
  await cp(moduleGraphFile(from), moduleGraphFile(to));
}

async function copyAsNextBuild(folder: string, offline: boolean): Promise<string> {
  await copyBuild(builtSite, folder);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    let html = (await readFile(file, "utf8")).replace(
      '<html lang="en"',
      '<html lang="en" data-build="next"',
    );
    // A build with OFFLINE_SUPPORT=off has no registration script.
    if (!offline) html = html.replace(/<script data-worker=[^>]*>[\s\S]*?<\/script>/, "");
    await writeFile(file, html);
  }
  await writeServiceWorker(folder, offline);
  return folder;
}

/** Waits until the worker controls the page (it has precached everything by then). */
async function waitForWorker(page: Page): Promise<void> {
  // Installing fetches every precached file (about 280 with twenty measures); on a busy machine
  // that has taken over a minute.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 120_000,
  });
}

/** The "New version available" toast. */
const updateNotice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "New version available" });

let server: SiteAddress;
/** Playwright answers routed requests even offline: while this is set, the rates endpoint fails as a real network would. */
let offline = false;

async function goOffline(context: BrowserContext): Promise<void> {
  offline = true;
  await context.setOffline(true);
  // The address stops answering as well, so that nothing the worker fetches can reach it either.
  server.cutOff();
}

/**
 * Whether the page believes it is online while the context is offline: Chromium 150 (Debian's)
 * leaves navigator.onLine true in a page loaded while its offline emulation is on, so the page
 * tries the network as a real browser offline would not let it.
 */
async function onLineWhileOffline(page: Page): Promise<boolean> {
  return offline && (await page.evaluate(() => navigator.onLine));
}

/**
 * Brings navigator.onLine in line with the emulation where it is not (onLineWhileOffline):
 * switching the emulation off and on again does, as the network comes back for a page that knew
 * it was gone.
 */
async function alignOnLine(page: Page, context: BrowserContext): Promise<void> {
  if (!(await onLineWhileOffline(page))) return;
  await context.setOffline(false);
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext): Promise<void> {
  await server.serve(builtSite);
  offline = false;
  await context.setOffline(false);
}

test.beforeEach(async ({ page }) => {
  offline = false;
  await page.route(isRatesRequest, (route) =>
    offline ? route.abort("internetdisconnected") : route.fallback(),
  );
  server = new SiteAddress();
  await server.open();
  await server.serve(builtSite);
});

test.afterEach(async () => {
  await server.close();
});

test.describe.configure({ timeout: 120_000 });
// The other tests run without service workers (playwright.config.ts); these are about them.
test.use({ serviceWorkers: "allow" });

/** A blog article of the build (from its sitemap). */
function anArticle(): string {
  const sitemap = readFileSync(join(builtSite, "sitemap-0.xml"), "utf8");
  const path = /<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!path) throw new Error("no blog article in the sitemap");
  return path;
}

test("pages with no calculator register the worker inline: no script file of theirs, at most 1 KB", async ({
  page,
  consoleErrors,
}) => {
  const cspViolations = await recordCspViolations(page);
  const scriptFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptFiles.push(request.url());
  });
  for (const path of [anArticle(), "/about-us", "/no-such-page"]) {
    await page.goto(`${server.origin}${path}`);
    const registration = await page.locator("script[data-worker]").evaluate((script) => ({
      bytes: new Blob([script.outerHTML]).size,
      inline: !script.hasAttribute("src"),
    }));
    expect(registration.inline, path).toBe(true);
    expect(registration.bytes, path).toBeLessThanOrEqual(1024);
    await waitForWorker(page);
  }
  // The 404 page's script files are its Quick convert box (issue 26) and the bundler's helpers it
  // imports (Vite's import() helper), not the worker's.
  expect(
    scriptFiles.filter((url) => !/\/_astro\/(QuickConvert|runtime)\.[^/]*\.js$/.test(url)),
  ).toEqual([]);
  expect(consoleErrors.filter((text) => !text.includes("404"))).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});

/** The paths in the worker's precache, read in the page. */
const precachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes("precache")) continue;
      const requests = await (await caches.open(name)).keys();
      paths.push(...requests.map((request) => new URL(request.url).pathname));
    }
    return paths.sort();
  });

test("after one visit to the home page (no Save-Data): every tool page precached, every tool opens and computes offline; a page never saved shows the offline page, a route path its saved tool", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(3 * 120_000);
  await page.goto(`${server.origin}/`);
  await waitForWorker(page);

  await test.step("without Save-Data, the worker precaches every tool page", async () => {
    expect(
      await page.evaluate(
        () => new URL(navigator.serviceWorker.controller?.scriptURL ?? "").search,
      ),
    ).toBe("");
    const precached = await precachedPaths(page);
    for (const tool of tools) expect(precached, tool.id).toContain(tool.canonicalPath);
  });

  await goOffline(context);

  const open = async (path: string) => {
    const response = await page.goto(`${server.origin}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");
    await waitForHydration(page);
  };

  await test.step("every tool opens and computes offline", async () => {
    await open(getTool("length").canonicalPath);
    await page.locator("main").getByLabel("Value", { exact: true }).fill("5");
    await page.locator("main").getByLabel("From", { exact: true }).selectOption("mile");
    await page.locator("main").getByLabel("To", { exact: true }).selectOption("kilometer");
    await expect(page.getByTestId("result")).toHaveText("8.04672 km");

    await open(getTool("bmi").canonicalPath);
    await page.getByLabel("Height (cm)", { exact: true }).fill("180");
    await page.getByLabel("Weight (kg)", { exact: true }).fill("90");
    await expect(page.getByTestId("result").locator("p").first()).toHaveText("27.8");

    await open(getTool("percentage").canonicalPath);
    await page.getByLabel("Value", { exact: true }).fill("45");
    await page.getByLabel("Total", { exact: true }).fill("60");
    await expect(page.getByTestId("result")).toHaveText("75.00%");

    await open(getTool("text-tools").canonicalPath);
    await page.getByLabel("Text", { exact: true }).fill("Hello there. How are you?\n\nFine!");
    await expect(page.getByTestId("live-counts")).toHaveText("32 characters · 6 words · 3 lines");

    await open(getTool("number-base").canonicalPath);
    await page.getByLabel("Number", { exact: true }).fill("4095");
    await expect(page.getByTestId("result")).toHaveText("FFF");

    await open(getTool("currency").canonicalPath);
    // A page that was told it is online tries the rates service, and the browser logs that it
    // failed (whenever the request ends: the check is made with the others, below).
    const misinformed = await onLineWhileOffline(page);
    await page.getByLabel("Amount", { exact: true }).fill("200");
    await expect(page.getByTestId("result")).toHaveText(/^€\d{3}\.\d{2}$/);
    // Nothing kept yet (the currency page was never open online): the page's own rates stay.
    await expect(page.getByTestId("rates-error")).toHaveText(
      "Could not reach the rates service. Trying again every minute.",
    );

    // A converter's state in the query does not keep it from the saved page.
    await open(`${getTool("length").canonicalPath}?value=7`);
    const failed = "Failed to load resource: net::ERR_INTERNET_DISCONNECTED";
    expect(misinformed ? consoleErrors.filter((error) => error !== failed) : consoleErrors).toEqual(
      [],
    );
  });

  await test.step("a page never saved shows the offline page, a route path its saved tool", async () => {
    const article = anArticle();

    await page.goto(`${server.origin}${article}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    expect(new URL(page.url()).pathname).toBe(article);
    const links = page.getByTestId("offline-tools").getByRole("link");
    await expect(links).toHaveCount(tools.length);
    for (const [index, tool] of tools.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", tool.canonicalPath);
    }

    // The header links to route-table paths: offline they open the tool's saved canonical page.
    const bmi = getTool("bmi");
    await page.goto(`${server.origin}${bmi.routePath}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bmi.title);
    await waitForHydration(page);
    await page.getByLabel("Weight (kg)", { exact: true }).fill("63");
    await expect(page.getByTestId("result").locator("p").first()).toHaveText("20.6");

    // Back online, the article loads and is kept for the next time.
    await goOnline(context);
    await page.goto(`${server.origin}${article}`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    await goOffline(context);
    await page.goto(`${server.origin}${article}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  });
});

test.describe("with Save-Data on", () => {
  test.beforeEach(async ({ page }) => {
    // What a browser set to save data reports (it also sends the Save-Data header).
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true } }),
    );
  });

  test("precaches the shared files, keeps the pages visited, and says offline use covers those", async ({
    page,
    context,
    consoleErrors,
  }) => {
    const length = getTool("length").canonicalPath;
    const bmi = getTool("bmi").canonicalPath;
    await page.goto(`${server.origin}${length}?value=3`);
    await waitForWorker(page);
    expect(
      await page.evaluate(
        () => new URL(navigator.serviceWorker.controller?.scriptURL ?? "").search,
      ),
    ).toBe("?save-data");
    const precached = await precachedPaths(page);
    expect(precached).toEqual(expect.arrayContaining([offlinePagePath, "/manifest.webmanifest"]));
    for (const tool of tools) expect(precached, tool.id).not.toContain(tool.canonicalPath);
    expect(precached).not.toContain("/");
    // Far less than the full precache, which holds every tool page and its scripts.
    expect(precached.length).toBeLessThan(tools.length);

    // The page the worker was installed from is kept, with its on-demand parts.
    await expect
      .poll(() => page.evaluate(async (path) => (await caches.match(path)) !== undefined, length))
      .toBe(true);
    await page.goto(`${server.origin}${bmi}`);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(async (path) => (await caches.match(path)) !== undefined, bmi))
      .toBe(true);

    await goOffline(context);
    await page.goto(`${server.origin}${length}?value=5&from=mile&to=kilometer`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");
    await waitForHydration(page);
    const main = page.locator("main");
    await main.getByLabel("Value", { exact: true }).fill("5");
    await main.getByLabel("From", { exact: true }).selectOption("mile");
    await main.getByLabel("To", { exact: true }).selectOption("kilometer");
    await expect(page.getByTestId("result")).toHaveText("8.04672 km");
    await main.getByRole("button", { name: "Convert a list" }).click();
    await main.getByLabel("Numbers to convert", { exact: true }).fill("1\n2");
    await expect(main.getByTestId("list-summary")).toHaveText("2 values");

    await page.goto(`${server.origin}${bmi}`);
    await waitForHydration(page);
    await page.getByLabel("Weight (kg)", { exact: true }).fill("63");
    await expect(page.getByTestId("result").locator("p").first()).not.toBeEmpty();

    // A tool never visited is not on the device: the offline page says why.
    await page.goto(`${server.origin}${getTool("temperature").canonicalPath}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await expect(page.getByTestId("save-data-note")).toHaveText(
      /save data .* offline use covers the pages you have seen\./,
    );
    expect(consoleErrors.filter((text) => !text.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  });
});

test("a page fetched on a resting pointer goes through the worker: fetched once, served from the speculation, there offline", async ({
  playwright,
}) => {
  // Chromium's headless shell does not act on speculation rules; the full browser does.
  const browser = await playwright.chromium.launch(fullChromiumLaunchOptions);
  try {
    const context = await browser.newContext({ serviceWorkers: "allow" });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    const lengthPath = getTool("length").canonicalPath;
    const pairPath = `${lengthPath}/meters-to-feet`;
    await page.goto(`${server.origin}${lengthPath}`);
    await waitForWorker(page);
    const link = page.locator(`main a[href="${pairPath}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await expect.poll(() => server.requested.filter((path) => path === pairPath).length).toBe(1);
    await page.waitForTimeout(500);
    await link.click();
    await expect(page).toHaveURL(`${server.origin}${pairPath}`);
    await page.waitForLoadState("load");
    const deliveryType = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as { deliveryType?: string } | undefined)
          ?.deliveryType,
    );
    expect(deliveryType).toBe("navigational-prefetch");
    expect(server.requested.filter((path) => path === pairPath)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);

    await goOffline(context);
    await page.goto(`${server.origin}/`);
    const response = await page.goto(`${server.origin}${pairPath}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");
    await goOnline(context);
  } finally {
    await browser.close();
  }
});

test("a page visited with a query is there offline by its path, whatever the query, which still sets the converter", async ({
  page,
  context,
}) => {
  const pairPath = `${getTool("length").canonicalPath}/meters-to-feet`;
  await page.goto(`${server.origin}/`);
  await waitForWorker(page);
  // As Quick convert opens it: the pair page with the amount and the units in its query.
  await page.goto(`${server.origin}${pairPath}?value=5&from=meter&to=foot`);
  await waitForHydration(page);
  const article = anArticle();
  await page.goto(`${server.origin}${article}?utm_source=newsletter`);
  await page.waitForLoadState("networkidle");

  await goOffline(context);
  for (const path of [
    pairPath,
    `${pairPath}?value=6&from=meter&to=foot`,
    article,
    `${article}?ref=x`,
  ]) {
    const response = await page.goto(`${server.origin}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).not.toHaveText("You are offline");
  }
  await page.goto(`${server.origin}${pairPath}?value=6&from=meter&to=foot`);
  await waitForHydration(page);
  await expect(page.locator("main").getByLabel("Value", { exact: true })).toHaveValue("6");
  await expect(page.getByTestId("result")).toHaveText("19.685039 ft");
  await goOnline(context);
});

test("the currency page keeps the last rates it received and says when they were fetched", async ({
  page,
  context,
}) => {
  let eur = 0.9;
  await page.route(isRatesRequest, (route) =>
    offline
      ? route.abort("internetdisconnected")
      : route.fulfill({ json: { ...ratesFixture, rates: { ...ratesFixture.rates, EUR: eur } } }),
  );
  const currency = `${server.origin}${getTool("currency").canonicalPath}`;
  await page.goto(currency);
  await waitForWorker(page);
  await expect(page.getByTestId("rates-source")).toHaveAttribute("data-source", "live");
  await expect(page.getByTestId("result")).toHaveText("€90.00");

  await goOffline(context);
  await page.reload();
  await waitForHydration(page);
  await alignOnLine(page, context);
  await expect(page.getByTestId("rates-source")).toHaveAttribute("data-source", "offline");
  await expect(page.getByTestId("rates-source")).toHaveText(
    /^Offline rates: the last ones this device received from open\.er-api\.com, on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/,
  );
  await expect(page.getByTestId("result")).toHaveText("€90.00");
  await expect(page.getByTestId("rates-updated")).toHaveText("Nov 21, 2025, 12:00 AM UTC");
  await expect(page.getByTestId("rates-error")).toHaveCount(0);
  await page.getByLabel("Amount", { exact: true }).fill("10");
  await expect(page.getByTestId("result")).toHaveText("€9.00");

  // When the network returns, live rates come back without a reload.
  eur = 0.95;
  await goOnline(context);
  await expect(page.getByTestId("rates-source")).toHaveAttribute("data-source", "live");
  await expect(page.getByTestId("result")).toHaveText("€9.50");
  await expect(page.getByTestId("rates-source")).toHaveText("Live rates from open.er-api.com");
});

test("is installable: the manifest, its icons and no installability error", async ({
  playwright,
  request,
}) => {
  // Chromium installs nothing from an incognito profile, which every non-persistent context is.
  const context = await playwright.chromium.launchPersistentContext(
    test.info().outputPath("profile"),
    test.info().project.use.launchOptions ?? {},
  );
  const external: string[] = [];
  await context.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
    async (route) => {
      external.push(route.request().url());
      await route.abort();
    },
  );
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.origin}/`);
  await waitForWorker(page);
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await request.get(`${server.origin}${manifestUrl}`)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Precision Computing",
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(`${server.origin}${icon.src}`);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(
    ["bmi", "length", "currency", "percentage"].map((id) => getTool(id as "bmi").canonicalPath),
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  expect(external).toEqual([]);
  await context.close();
});

test.describe("a new build", () => {
  test("an open page offers a reload, which switches it to the new build", async ({
    page,
    consoleErrors,
  }) => {
    const next = await changedBuild({ offline: true });
    await page.goto(`${server.origin}${getTool("length").canonicalPath}`);
    await waitForWorker(page);
    await server.serve(next);
    // What the browser does by itself on navigations and now and then: look for a new worker.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = updateNotice(page);
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText("Reload to use the latest version of the site.");
    await expect(page.locator("html")).not.toHaveAttribute("data-build", "next");
    await notice.getByRole("button", { name: "Reload" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-build", "next");
    await waitForHydration(page);
    await page.locator("main").getByLabel("Value", { exact: true }).fill("2");
    await expect(page.getByTestId("result")).toHaveText("6.56168 ft");
    expect(consoleErrors).toEqual([]);
  });

  test("Reload in one page leaves what was typed in another where it is", async ({
    page,
    context,
  }) => {
    const next = await changedBuild({ offline: true });
    const typed = "Forty-four characters typed before a deploy.";
    await page.goto(`${server.origin}${getTool("text-tools").canonicalPath}`);
    await waitForWorker(page);
    await waitForHydration(page);
    const text = page.getByLabel("Text", { exact: true });
    await text.fill(typed);
    // A converter's value is in its address: that page reloads and keeps it.
    const converter = await context.newPage();
    await converter.goto(`${server.origin}${getTool("length").canonicalPath}`);
    await waitForHydration(converter);
    await converter.locator("main").getByLabel("Value", { exact: true }).fill("7");
    await expect(converter).toHaveURL(/value=7/);
    const other = await context.newPage();
    await other.goto(`${server.origin}${getTool("bmi").canonicalPath}`);
    await server.serve(next);
    await other.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await expect(updateNotice(other)).toBeVisible({ timeout: 20_000 });
    await expect(updateNotice(page)).toBeVisible();
    await updateNotice(other).getByRole("button", { name: "Reload" }).click();
    await expect(other.locator("html")).toHaveAttribute("data-build", "next");
    await expect(converter.locator("html")).toHaveAttribute("data-build", "next");
    await waitForHydration(converter);
    await expect(converter.locator("main").getByLabel("Value", { exact: true })).toHaveValue("7");

    // The page with text stays as it is, text and all, until its visitor chooses.
    await page.waitForTimeout(1_000);
    await expect(page.locator("html")).not.toHaveAttribute("data-build", "next");
    await expect(text).toHaveValue(typed);
    await updateNotice(page).getByRole("button", { name: "Reload" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-build", "next");
  });

  test("a page left open on the old build still loads the code it asks for after the deploy removed it", async ({
    page,
    context,
    consoleErrors,
  }) => {
    const next = await renamedBuild();
    // An ingredient page with a quantity typed (not in its address): it is not reloaded for you.
    const ingredientPath = `${getTool("cooking").canonicalPath}/butter`;
    await page.goto(`${server.origin}${ingredientPath}`);
    await waitForWorker(page);
    await waitForHydration(page);
    await page.getByLabel("Quantity", { exact: true }).fill("3");
    // A converter with a question typed into Quick convert (its list not opened yet).
    const converter = await context.newPage();
    await converter.goto(`${server.origin}${getTool("length").canonicalPath}`);
    await waitForHydration(converter);
    const question = converter.getByLabel("Quick convert", { exact: true });
    await question.fill("5 ft to cm");
    await expect(converter.getByTestId("quick-result")).toHaveText("5 ft = 152.4 cm");

    // The deploy: another page takes the new version, which then controls every page.
    await server.serve(next);
    const other = await context.newPage();
    await other.goto(`${server.origin}${getTool("bmi").canonicalPath}`);
    await other.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(updateNotice(other)).toBeVisible({ timeout: 20_000 });
    await updateNotice(other).getByRole("button", { name: "Reload" }).click();
    await expect(other.locator("html")).toHaveAttribute("data-build", "next");
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""))
      .not.toBe("");

    // The old pages are still the old build, with what was typed, and load what they need now.
    await expect(page.locator("html")).not.toHaveAttribute("data-build", "next");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("3");
    await page.getByLabel("Quick convert", { exact: true }).fill("2 cups flour in g");
    await expect(page.getByTestId("quick-result")).toContainText("= 240 g", { timeout: 20_000 });
    await expect(converter.locator("html")).not.toHaveAttribute("data-build", "next");
    await converter.getByRole("button", { name: "Show All Conversions" }).click();
    await expect(converter.getByRole("button", { name: "Hide All Conversions" })).toBeVisible();
    await expect(converter.getByTestId("part-not-loaded")).toHaveCount(0);
    await expect(converter.locator("main")).toContainText("Kilometers");
    expect(consoleErrors).toEqual([]);
  });

  test("takes over at the next navigation when no other page of the old one is open", async ({
    page,
  }) => {
    const next = await changedBuild({ offline: true });
    await page.goto(`${server.origin}${getTool("bmi").canonicalPath}`);
    await waitForWorker(page);
    await server.serve(next);

    // This navigation is answered by the old worker from the device and finds the new one.
    await page.goto(`${server.origin}${getTool("percentage").canonicalPath}`);
    await expect(page.locator("html")).not.toHaveAttribute("data-build", "next");
    await expect(updateNotice(page)).toBeVisible({ timeout: 20_000 });

    // The next one is answered by the new worker, with the new build's files only.
    await page
      .locator("header")
      .getByRole("link", { name: getTool("age").title, exact: true })
      .click();
    await expect(page).toHaveURL(`${server.origin}${getTool("age").routePath}`);
    await expect(page.locator("html")).toHaveAttribute("data-build", "next");
    await page.goto(`${server.origin}${getTool("length").canonicalPath}`);
    await expect(page.locator("html")).toHaveAttribute("data-build", "next");
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: !!navigator.serviceWorker.controller,
      };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
  });

  test("with offline support turned off, the worker removes itself and its caches", async ({
    page,
  }) => {
    const off = await changedBuild({ offline: false });
    await page.goto(`${server.origin}/`);
    await waitForWorker(page);
    expect(await page.evaluate(() => caches.keys())).not.toEqual([]);
    await server.serve(off);

    // The old worker answers this navigation and finds the one that removes it, as a new version.
    await page.goto(`${server.origin}${getTool("length").canonicalPath}`);
    await expect(updateNotice(page)).toBeVisible({ timeout: 20_000 });
    // It takes over the next navigation, removes itself and its caches, and the page comes from
    // the network.
    await page.goto(`${server.origin}${getTool("bmi").canonicalPath}`);
    await expect(page.locator("html")).toHaveAttribute("data-build", "next");
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      )
      .toBe(0);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
    const worker = await (await page.request.get(`${server.origin}${serviceWorkerPath}`)).text();
    expect(worker).not.toContain("precache");
  });
});

test("the offline page has no axe or CSP violations in either theme and logs no error", async ({
  page,
  consoleErrors,
}) => {
  const cspViolations = await recordCspViolations(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`${server.origin}${offlinePagePath}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await axeViolations(page), "light theme").toEqual([]);
  // The same elements in the dark theme, which the page takes as the system's scheme changes.
  await switchToDarkTheme(page);
  expect(await colourViolations(page), "dark theme").toEqual([]);
  expect(await cspViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
