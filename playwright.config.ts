import { defineConfig, devices } from "@playwright/test";

// The built site is served by scripts/serve.ts; PORT and OUT_DIR let parallel runs coexist.
const port = Number(process.env["E2E_PORT"] ?? 4322);
const executablePath = process.env["CHROMIUM_PATH"];

/** How every test's Chromium starts (a test that changes one option keeps the others). */
export const chromiumLaunchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * The full browser, for what Chromium's headless shell (the usual engine of the tests) does not
 * do: act on speculation rules. FULL_CHROMIUM_PATH comes from scripts/test.sh.
 */
export const fullChromiumLaunchOptions = {
  ...chromiumLaunchOptions,
  ...(process.env["FULL_CHROMIUM_PATH"]
    ? { executablePath: process.env["FULL_CHROMIUM_PATH"] }
    : {}),
};

const chromium = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three workers on two cores: a test often waits (an assertion retrying, a throttled network, a
  // service worker installing), and a third keeps both cores busy. On the shared two-core machine:
  // the same 169 tests in 392 s instead of 570 s, with the same total of test time.
  workers: 3,
  retries: process.env["CI"] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  // One results folder per build folder, so parallel runs never wipe each other's results.
  outputDir: `test-results/${(process.env["OUT_DIR"] ?? "dist").replace(/[^\w-]/g, "_")}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    // The offline worker only where a test asks for it (e2e/offline.spec.ts): in every fresh
    // context it would precache about 100 files, which slows each test by a third.
    serviceWorkers: "block",
  },
  // Tests that time the page's main thread (tagged @main-thread) measure wall-clock tasks, which a
  // busy machine stretches: `npm test` runs them after the others, one at a time.
  projects: [
    { name: "chromium", use: chromium, grepInvert: /@main-thread/ },
    { name: "main-thread", use: chromium, grep: /@main-thread/ },
  ],
  webServer: {
    command: `node scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
