/**
 * The Content Security Policy is enforced, not only declared: an injected inline script, a
 * request to another host and an injected stylesheet are all refused. (The every-page loop checks
 * that no page's own code meets a refusal.)
 */
import { test, expect, stepsFromScratch } from "./fixtures";
import { recordCspViolations } from "./csp-violations";

test.describe("the policy refuses what the site did not ship", () => {
  // One check per step, each on a page of its own; consecutive steps expect different directives,
  // so that a report arriving late from one step cannot answer the next.
  test("an injected inline script, an injected style element, a request to another host and an inline event handler are refused; the page cannot be framed", async ({
    page,
  }) => {
    const fromScratch = await stepsFromScratch(page);
    await test.step("an injected inline script does not run", async () => {
      await fromScratch();
      const violations = await recordCspViolations(page);
      await page.goto("/length");
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "document.documentElement.dataset.injected = 'yes';";
        document.body.append(script);
        return document.documentElement.dataset["injected"] === "yes";
      });
      expect(ran).toBe(false);
      await expect.poll(violations).toContainEqual(expect.stringContaining("script-src"));
    });

    await test.step("an injected style element is not applied", async () => {
      await fromScratch();
      const violations = await recordCspViolations(page);
      await page.goto("/about-us");
      const applied = await page.evaluate(() => {
        const style = document.createElement("style");
        style.textContent = "body { visibility: hidden; }";
        document.head.append(style);
        return getComputedStyle(document.body).visibility === "hidden";
      });
      expect(applied).toBe(false);
      await expect.poll(violations).toContainEqual(expect.stringContaining("style-src"));
    });

    await test.step("a request to a host other than the rates endpoint is refused", async () => {
      await fromScratch();
      const violations = await recordCspViolations(page);
      await page.goto("/about-us");
      const outcome = await page.evaluate(() =>
        fetch("https://tracker.example/collect").then(
          () => "sent",
          () => "refused",
        ),
      );
      expect(outcome).toBe("refused");
      await expect.poll(violations).toContainEqual(expect.stringContaining("connect-src"));
    });

    await test.step("an inline event handler does not run", async () => {
      await fromScratch();
      const violations = await recordCspViolations(page);
      await page.goto("/about-us");
      const ran = await page.evaluate(() => {
        const image = document.createElement("img");
        image.setAttribute("onerror", "document.documentElement.dataset.injected = 'yes'");
        image.src = "/no-such-image.png";
        document.body.append(image);
        return new Promise<boolean>((resolve) =>
          setTimeout(() => resolve(document.documentElement.dataset["injected"] === "yes"), 500),
        );
      });
      expect(ran).toBe(false);
      await expect.poll(violations).toContainEqual(expect.stringContaining("script-src"));
    });

    await test.step("the page cannot be framed", async () => {
      await fromScratch();
      await page.goto("/about-us");
      const framed = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const frame = document.createElement("iframe");
            frame.src = "/length";
            frame.addEventListener("load", () => {
              try {
                resolve(Boolean(frame.contentDocument?.querySelector("h1")));
              } catch {
                resolve(false);
              }
            });
            document.body.append(frame);
            setTimeout(() => resolve(false), 3000);
          }),
      );
      expect(framed).toBe(false);
    });
  });
});
