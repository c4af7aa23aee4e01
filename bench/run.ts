/**
 * `npm run bench`: how fast a visitor on a phone gets a right answer, beside the physical limit of
 * such a page (bench/reference.html: the answer in 1 KB of HTML, ten lines of inline script).
 *
 * It builds the site (unless --no-build), serves dist/ and bench/ with scripts/serve.ts, and
 * measures each page and the reference in the same run, medians of --runs (default 5):
 * - Lighthouse's mobile preset (simulated Slow 4G, CPU slowed to a phone): the four category scores, FCP, LCP,
 *   TBT, CLS and the JS and CSS bytes transferred;
 * - a Playwright probe under the same throttling applied through CDP (request latency, throughput
 *   and CPU slowdown from Lighthouse's own constants): time to first correct result, (a) the
 *   default answer with no input and (b) the answer to a value typed as soon as the field shows.
 * - the second page (`hop`): on the same throttled phone, a page is open, the pointer rests on a
 *   link for 300 ms and clicks it; the time from the click to the next page's answer, against the
 *   same click on the reference page (which has no speculation rules).
 * Every figure is also printed as a ratio to the reference: these machines are noisy, ratios hold.
 * `--against <folder>` serves a second build (the one before a change) and measures every page of
 * both builds in the same run, alternating, each with its ratio to the other.
 *
 * The CPU slowdown of every part is scaled to this machine as DESIGN.md's budgets say (Lighthouse's
 * 4× × BenchmarkIndex / 3,600, the index measured before the runs): machines differ (one scored
 * 3,635, another 1,200–2,200), and a slower host must not stand for a slower phone.
 * `--cpu-slowdown N` sets it instead (4 for Lighthouse's own default).
 *
 * Usage: npm run bench -- [--no-build] [--runs 5] [--only probe|lighthouse|hop] [--pages /a,/b]
 *        [--against dist-before] [--cpu-slowdown N]
 */
import { spawn, spawnSync, execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "playwright-core";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import * as chromeLauncher from "chrome-launcher";

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    pages: { type: "string" },
    against: { type: "string" },
    "cpu-slowdown": { type: "string" },
  },
});
const measured = (part: "probe" | "lighthouse" | "hop") =>
  options.only === undefined || options.only === part;
const runs = Math.max(1, Number(options.runs));
const sitePort = 4391;
const referencePort = 4392;
const againstPort = 4393;

/** The builds measured: this one, and with --against the one it is compared with. */
const builds: { label: string; port: number }[] = [
  { label: "", port: sitePort },
  ...(options.against ? [{ label: " (before)", port: againstPort }] : []),
];
const referenceUrl = `http://127.0.0.1:${referencePort}/reference`;

/** A page of the probe: the field typed into, the value typed, where the answer shows. */
interface ProbeCase {
  path: string;
  /** The field's accessible name (exact). */
  field: string;
  /** Typed into a text field, or chosen in a select. */
  input: { type: string } | { select: string };
  /** CSS selector of the answer; its text (or value, for a textarea) is compared. */
  answer: string;
}

const probeCases: ProbeCase[] = [
  { path: "/temperature", field: "Value", input: { type: "37" }, answer: '[data-testid="result"]' },
  { path: "/length", field: "Value", input: { type: "37" }, answer: '[data-testid="result"]' },
  {
    path: "/length/meters-to-feet",
    field: "Value",
    input: { type: "37" },
    answer: '[data-testid="result"]',
  },
  // A measure of the eight added later, the heaviest page of the twenty.
  { path: "/frequency", field: "Value", input: { type: "50" }, answer: '[data-testid="result"]' },
  {
    path: "/fuel-economy",
    field: "Value",
    input: { type: "30" },
    answer: '[data-testid="result"]',
  },
  {
    path: "/number-base",
    field: "Number",
    input: { type: "4095" },
    answer: '[data-testid="result"]',
  },
  {
    path: "/text-tools",
    field: "Text",
    input: { type: "hello wide world" },
    answer: '[data-testid="output-upper"] textarea',
  },
  { path: "/bmi", field: "Weight (kg)", input: { type: "81" }, answer: '[data-testid="result"]' },
  { path: "/percentage", field: "Value", input: { type: "45" }, answer: '[data-testid="result"]' },
  { path: "/cooking", field: "Amount", input: { type: "3" }, answer: '[data-testid="result"]' },
  {
    path: "/color",
    field: "Hex code",
    input: { type: "#FF0000" },
    answer: '[data-testid="rgb-text"]',
  },
  {
    path: "/financial/currency-converter",
    field: "Amount",
    input: { type: "250" },
    answer: '[data-testid="result"]',
  },
  {
    path: "/time/age-calculator",
    field: "Date of birth",
    input: { type: "2000-01-31" },
    answer: '[data-testid="result"]',
  },
  // Not /timezone: its answer is the current time, a text that changes every second.
];
const referenceCase: ProbeCase = {
  path: referenceUrl,
  field: "Value",
  input: { type: "37" },
  answer: '[data-testid="result"]',
};

const lighthousePages = [
  "/",
  "/temperature",
  "/length",
  "/length/meters-to-feet",
  "/cooking/all-purpose-flour",
  "/frequency",
  "/data-transfer-rate",
  "/number-base",
  "/text-tools",
  "/bmi",
  "/time/age-calculator",
  "/timezone",
  "/conversions",
  "/blogs",
  "/blog/measurement-length-converter-guide",
  "/privacy-ploicy",
];

const selectedPaths = options.pages?.split(",").filter(Boolean);
const activeProbeCases = selectedPaths
  ? probeCases.filter((probe) => selectedPaths.includes(probe.path))
  : probeCases;
const activeLighthousePages = selectedPaths ?? lighthousePages;

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function findChromium(): string {
  return execFileSync("bash", ["scripts/find-chromium.sh"], { encoding: "utf8" }).trim();
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no server at ${url}`);
}

function serve(root: string, port: number): ChildProcess {
  // --best: the compression levels CDNs use for static files, so transfer sizes are realistic.
  return spawn(process.execPath, ["scripts/serve.ts", "--port", String(port), "--best"], {
    env: { ...process.env, OUT_DIR: root },
    stdio: "ignore",
  });
}

/** Records, from the first byte of the page, when the answer first shows the expected text. */
async function installAnswerWatch(page: Page, selector: string, expected: string): Promise<void> {
  await page.addInitScript(
    ([answerSelector, expectedText]) => {
      const read = (): string | null => {
        const element = document.querySelector(answerSelector);
        if (!element) return null;
        // What the page shows: innerText leaves out hidden text (a placeholder beside the answer).
        const text =
          element instanceof HTMLTextAreaElement
            ? element.value
            : element instanceof HTMLElement
              ? element.innerText
              : (element.textContent ?? "");
        return text.replace(/\s+/g, " ").trim();
      };
      const state = window as unknown as { answerSeenAt?: number };
      const tick = () => {
        if (read() === expectedText) state.answerSeenAt = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    [selector, expected] as const,
  );
}

async function readAnswer(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const text =
        element instanceof HTMLTextAreaElement
          ? element.value
          : element instanceof HTMLElement
            ? element.innerText
            : (element.textContent ?? "");
      return text.replace(/\s+/g, " ").trim();
    });
}

async function applyInput(page: Page, probe: ProbeCase): Promise<void> {
  const field = page.getByLabel(probe.field, { exact: true }).first();
  if ("select" in probe.input) await field.selectOption(probe.input.select);
  else await field.fill(probe.input.type);
}

function absolute(path: string, port = sitePort): string {
  return path.startsWith("http") ? path : `http://127.0.0.1:${port}${path}`;
}

/** The right answers, read unthrottled from the hydrated page (the e2e tests check them against src/lib). */
async function calibrate(
  browser: Browser,
  probe: ProbeCase,
  port = sitePort,
): Promise<{ initial: string; typed: string }> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(absolute(probe.path, port), { waitUntil: "networkidle" });
  // An island that hydrates on a first interaction (the cooking page's every-ingredient
  // converter) waits for one; the probe's answer is another island's.
  const waiting = 'astro-island[ssr]:not([client="interaction"])';
  await page
    .waitForFunction((selector) => document.querySelector(selector) === null, waiting)
    .catch(async (error: unknown) => {
      const left = await page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].map(
            (island) =>
              `${island.getAttribute("component-url")} (${island.getAttribute("client")})`,
          ),
        waiting,
      );
      throw new Error(`${probe.path}: islands not hydrated: ${left.join(", ")}`, { cause: error });
    });
  await page.waitForTimeout(300);
  const initial = await readAnswer(page, probe.answer);
  await applyInput(page, probe);
  await page.waitForTimeout(800);
  const typed = await readAnswer(page, probe.answer);
  await context.close();
  if (typed === initial) throw new Error(`${probe.path}: the typed value gives the default answer`);
  return { initial, typed };
}

/**
 * A page on a phone: Lighthouse's Slow 4G and CPU slowdown, through CDP; `cold`: no HTTP cache.
 * No service worker: its precache would serve some next pages, and hide what the page itself does.
 */
async function throttledPage(browser: Browser, cold: boolean) {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (cold) await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slow4g.requestLatencyMs,
    downloadThroughput: (slow4g.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (slow4g.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow4g.cpuSlowdownMultiplier });
  return { context, page };
}

/** One throttled visit: ms from navigation start until the expected answer shows. */
async function timeToAnswer(
  browser: Browser,
  probe: ProbeCase,
  expected: string,
  typing: boolean,
  port = sitePort,
): Promise<number> {
  const { context, page } = await throttledPage(browser, true);
  await installAnswerWatch(page, probe.answer, expected);
  await page.goto(absolute(probe.path, port), { waitUntil: "commit" });
  if (typing) await applyInput(page, probe);
  const handle = await page.waitForFunction(
    () => {
      const seen = (window as unknown as { answerSeenAt?: number }).answerSeenAt;
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return seen !== undefined && paint ? Math.max(seen, paint.startTime) : null;
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const ms = Number(await handle.jsonValue());
  await context.close();
  return ms;
}

interface ProbeFigures {
  path: string;
  defaultMs: number;
  typedMs: number;
}

/** The Chromium of the Playwright parts (the probe and the hops), headless as Playwright starts it. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromeFlags.slice(1) });
}

/**
 * `runs` samples of `measure` for each build, taken in turns (this build, the one before, this
 * one…), so that a change in the machine's load falls on both alike.
 */
async function samplesByBuild<Sample>(
  forBuilds: typeof builds,
  measure: (build: (typeof builds)[number], index: number) => Promise<Sample>,
): Promise<Sample[][]> {
  const samples = forBuilds.map((): Sample[] => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, build] of forBuilds.entries())
      samples[index]?.push(await measure(build, index));
  }
  return samples;
}

async function probeAll(): Promise<ProbeFigures[]> {
  const browser = await launchBrowser();
  const figures: ProbeFigures[] = [];
  try {
    for (const probe of [referenceCase, ...activeProbeCases]) {
      const forBuilds = probe === referenceCase ? builds.slice(0, 1) : builds;
      const answers = await calibrate(browser, probe);
      const samples = await samplesByBuild(forBuilds, async (build) => ({
        defaultMs: await timeToAnswer(browser, probe, answers.initial, false, build.port),
        typedMs: await timeToAnswer(browser, probe, answers.typed, true, build.port),
      }));
      for (const [index, build] of forBuilds.entries()) {
        const path = probe === referenceCase ? "reference" : `${probe.path}${build.label}`;
        const taken = samples[index] ?? [];
        const defaultMs = median(taken.map((sample) => sample.defaultMs));
        const typedMs = median(taken.map((sample) => sample.typedMs));
        figures.push({ path, defaultMs, typedMs });
        console.log(
          `probe ${path}: default ${defaultMs.toFixed(0)} ms, typed ${typedMs.toFixed(0)} ms (${answers.typed})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** A second page: a link on an open page that the pointer rests on, then clicks. */
interface HopCase {
  from: string;
  /** CSS selector of the link (its first match). */
  link: string;
  /** CSS selector of the next page's answer. */
  answer: string;
}

const hopCases: HopCase[] = [
  {
    from: "/",
    link: 'main a[href="/measurement/length-converter"]',
    answer: '[data-testid="result"]',
  },
  {
    from: "/length",
    link: 'main a[href="/length/meters-to-feet"]',
    answer: '[data-testid="result"]',
  },
  {
    // The list's sections are folded; a link to one opens it.
    from: "/conversions#weight",
    link: 'main a[href="/weight/kilograms-to-pounds"]',
    answer: '[data-testid="result"]',
  },
  { from: "/blogs", link: 'main a[href^="/blog/"]', answer: "main h1" },
];
const referenceHop: HopCase = {
  from: referenceUrl,
  link: "#next",
  answer: '[data-testid="result"]',
};

/** The answer the next page shows at first, read unthrottled. */
async function hopAnswer(browser: Browser, hop: HopCase, port: number): Promise<string> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(absolute(hop.from, port));
  await page.locator(hop.link).first().click();
  await page.waitForLoadState("load");
  const answer = await readAnswer(page, hop.answer);
  await context.close();
  return answer;
}

/**
 * One throttled hop: the page is open and settled, the pointer rests on the link for 300 ms and
 * clicks; ms from the click (the next page's navigation start, or its activation if prerendered)
 * until its answer shows, and how the page arrived.
 */
async function timeToNextAnswer(
  browser: Browser,
  hop: HopCase,
  expected: string,
  port: number,
): Promise<{ ms: number; delivery: string }> {
  const { context, page } = await throttledPage(browser, false);
  await page.goto(absolute(hop.from, port), { waitUntil: "load" });
  await page.waitForTimeout(2_000);
  const link = page.locator(hop.link).first();
  await link.scrollIntoViewIfNeeded();
  await installAnswerWatch(page, hop.answer, expected);
  await link.hover();
  await page.waitForTimeout(300);
  const before = page.url();
  await link.click();
  await page.waitForURL((url) => url.href !== before || hop === referenceHop);
  const handle = await page.waitForFunction(
    () => {
      const seen = (window as unknown as { answerSeenAt?: number }).answerSeenAt;
      const [entry] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & {
        deliveryType?: string;
        activationStart?: number;
      })[];
      if (seen === undefined || !entry) return null;
      const start = entry.activationStart ?? 0;
      return {
        ms: Math.max(0, seen - start),
        delivery: entry.deliveryType || (start > 0 ? "prerender" : "network"),
      };
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const result = (await handle.jsonValue()) as { ms: number; delivery: string };
  await context.close();
  return result;
}

interface HopFigures {
  path: string;
  ms: number;
  delivery: string;
}

async function hopAll(): Promise<HopFigures[]> {
  const browser = await launchBrowser();
  const figures: HopFigures[] = [];
  try {
    for (const hop of [referenceHop, ...hopCases]) {
      const forBuilds = hop === referenceHop ? builds.slice(0, 1) : builds;
      const expected = await Promise.all(
        forBuilds.map((build) => hopAnswer(browser, hop, build.port)),
      );
      const samples = await samplesByBuild(forBuilds, (build, index) =>
        timeToNextAnswer(browser, hop, expected[index] ?? "", build.port),
      );
      for (const [index, build] of forBuilds.entries()) {
        const path =
          hop === referenceHop ? "reference → itself" : `${hop.from} → ${hop.link}${build.label}`;
        const taken = samples[index] ?? [];
        const figure = {
          path,
          ms: median(taken.map((sample) => sample.ms)),
          delivery: [...new Set(taken.map((sample) => sample.delivery))].join(", "),
        };
        figures.push(figure);
        console.log(`hop ${path}: ${figure.ms.toFixed(0)} ms (${figure.delivery})`);
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

function hopTable(figures: HopFigures[]): string {
  const reference = figures.find((figure) => figure.path.startsWith("reference"));
  if (!reference) return "";
  const rows = figures.map(
    (figure) =>
      `| ${figure.path} | ${figure.ms.toFixed(0)} | ${ratio(figure.ms, reference.ms)} | ${figure.delivery} |`,
  );
  return [
    "| hop | click to answer (ms) | × reference | delivered by |",
    "|---|---:|---:|---|",
    ...rows,
  ].join("\n");
}

interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
}

/** This machine's BenchmarkIndex as each Lighthouse run measured it. */
const benchmarkIndexes: number[] = [];

async function lighthouseOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    throttling: slow4g,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      audits["resource-summary"]?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  const bytes = (type: string) =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    path: url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsBytes: bytes("script"),
    cssBytes: bytes("stylesheet"),
  };
}

async function lighthouseAll(): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags });
  const figures: LighthouseFigures[] = [];
  try {
    const visits = [
      { path: "reference", url: referenceUrl },
      ...activeLighthousePages.flatMap((page) =>
        builds.map((build) => ({ path: `${page}${build.label}`, url: absolute(page, build.port) })),
      ),
    ];
    for (const { path, url } of visits) {
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await lighthouseOnce(url, chrome.port));
      const pick = (key: keyof Omit<LighthouseFigures, "path">) =>
        median(samples.map((sample) => sample[key]));
      const summary: LighthouseFigures = {
        path,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        fcp: pick("fcp"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        jsBytes: pick("jsBytes"),
        cssBytes: pick("cssBytes"),
      };
      figures.push(summary);
      console.log(
        `lighthouse ${path}: ${summary.performance}/${summary.accessibility}/${summary.bestPractices}/${summary.seo}, LCP ${summary.lcp.toFixed(0)} ms`,
      );
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

const ratio = (value: number, reference: number) =>
  reference > 0 ? `${(value / reference).toFixed(2)}×` : "–";

function probeTable(figures: ProbeFigures[]): string {
  const reference = figures.find((figure) => figure.path === "reference");
  if (!reference) return "";
  const rows = figures.map(
    (figure) =>
      `| ${figure.path} | ${figure.defaultMs.toFixed(0)} | ${ratio(figure.defaultMs, reference.defaultMs)} | ${figure.typedMs.toFixed(0)} | ${ratio(figure.typedMs, reference.typedMs)} |`,
  );
  return [
    "| page | default answer (ms) | × reference | typed answer (ms) | × reference |",
    "|---|---:|---:|---:|---:|",
    ...rows,
  ].join("\n");
}

function lighthouseTable(figures: LighthouseFigures[]): string {
  const reference = figures.find((figure) => figure.path === "reference");
  if (!reference) return "";
  const rows = figures.map(
    (figure) =>
      `| ${figure.path} | ${figure.performance} / ${figure.accessibility} / ${figure.bestPractices} / ${figure.seo} | ${figure.fcp.toFixed(0)} (${ratio(figure.fcp, reference.fcp)}) | ${figure.lcp.toFixed(0)} (${ratio(figure.lcp, reference.lcp)}) | ${figure.tbt.toFixed(0)} | ${figure.cls.toFixed(3)} | ${(figure.jsBytes / 1024).toFixed(1)} | ${(figure.cssBytes / 1024).toFixed(1)} |`,
  );
  return [
    "| page | perf / a11y / best practices / SEO | FCP ms (× ref) | LCP ms (× ref) | TBT ms | CLS | JS KB | CSS KB |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
    ...rows,
  ].join("\n");
}

/**
 * The phone's CPU on this machine. Lighthouse's 4× stands for a phone on a host whose
 * BenchmarkIndex is about 3,600; DESIGN.md's budgets scale it to the host (4 × index / 3,600), so
 * that a slower machine is not taken for a slower phone. The index is Lighthouse's own measure,
 * taken here five times before the runs (median); `--cpu-slowdown N` sets the slowdown instead.
 */
async function hostCpuSlowdown(): Promise<{ multiplier: number; benchmarkIndex: number | null }> {
  if (options["cpu-slowdown"] !== undefined) {
    return { multiplier: Number(options["cpu-slowdown"]), benchmarkIndex: null };
  }
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let sample = 0; sample < 5; sample += 1) {
      indexes.push(
        await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`),
      );
    }
    const benchmarkIndex = median(indexes);
    const lighthouseHostIndex = 3600;
    const multiplier =
      (throttling.mobileSlow4G.cpuSlowdownMultiplier * benchmarkIndex) / lighthouseHostIndex;
    return { multiplier: Math.round(multiplier * 100) / 100, benchmarkIndex };
  } finally {
    await browser.close();
  }
}

const cpuSlowdown = await hostCpuSlowdown();
// Lighthouse's mobile preset, as DevTools applies it (the request latency already includes the
// round trip's share of a simulated connection), with the CPU slowdown of this machine.
const slow4g = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown.multiplier };
const cpuSlowdownNote =
  cpuSlowdown.benchmarkIndex === null
    ? `${cpuSlowdown.multiplier}× CPU, as asked`
    : `${cpuSlowdown.multiplier}× CPU: 4 × this machine's BenchmarkIndex ${cpuSlowdown.benchmarkIndex.toFixed(0)} / 3,600`;
console.log(`CPU slowdown: ${cpuSlowdownNote}`);

const outDir = process.env["OUT_DIR"] ?? "dist";
if (!options["no-build"]) {
  console.log("Building the site…");
  const build = spawnSync("npx", ["astro", "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const servers = [
  serve(outDir, sitePort),
  serve("bench", referencePort),
  ...(options.against ? [serve(options.against, againstPort)] : []),
];
try {
  await waitForServer(`http://127.0.0.1:${sitePort}/`);
  await waitForServer(referenceUrl);
  if (options.against) await waitForServer(`http://127.0.0.1:${againstPort}/`);
  const report: string[] = [`# Bench, ${new Date().toISOString()}, medians of ${runs} runs`];
  if (measured("probe")) {
    report.push(
      "",
      `## Time to first correct result (Playwright, CDP Slow 4G + ${cpuSlowdownNote})`,
      "",
      probeTable(await probeAll()),
    );
  }
  if (measured("lighthouse")) {
    const table = lighthouseTable(await lighthouseAll());
    report.push(
      "",
      `## Lighthouse mobile preset (${cpuSlowdownNote}; BenchmarkIndex during the runs ${median(benchmarkIndexes).toFixed(0)}, median of ${benchmarkIndexes.length})`,
      "",
      table,
    );
  }
  if (measured("hop")) {
    report.push(
      "",
      "## The second page: pointer on a link for 300 ms, then a click (same throttling)",
      "",
      hopTable(await hopAll()),
    );
  }
  const text = report.join("\n");
  console.log(`\n${text}`);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/latest.md", `${text}\n`);
} finally {
  for (const server of servers) server.kill();
}
