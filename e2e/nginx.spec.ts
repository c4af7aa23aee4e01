/**
 * The same deploy checks as headers.spec.ts, against nginx serving the build with the server block
 * of deploy/nginx/, and the answers only nginx makes itself: ranges, revalidation, its own error
 * pages for requests it refuses, the blog's folder. scripts/nginx-check.sh starts nginx and sets
 * NGINX_URL; without it these skip.
 */
import type { APIResponse } from "@playwright/test";
import { test, expect } from "./fixtures";
import { defineDeployChecks, expectSecurityHeaders } from "./deploy-checks";

const nginxUrl = process.env["NGINX_URL"] ?? "";

/** Header names a response carries more than once. */
function repeatedHeaders(response: APIResponse): string[] {
  const names = response.headersArray().map(({ name }) => name.toLowerCase());
  return [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
}

test.describe("nginx with deploy/nginx/precision-computing.conf", () => {
  test.skip(nginxUrl === "", "NGINX_URL is not set: scripts/nginx-check.sh runs these");
  defineDeployChecks(() => nginxUrl);

  test("ranges and revalidation send each header once, with the security headers", async ({
    request,
  }) => {
    const page = `${nginxUrl}/length`;
    const full = await request.get(page);
    const etag = full.headers()["etag"] ?? "";
    // Ranges of an uncompressed answer (nginx serves no range of a compressed one): the server
    // block turns ranges off, so both get the whole page; its 416 answer repeated every header.
    const identity = { "Accept-Encoding": "identity" };
    const answers = [
      await request.get(page, { headers: { ...identity, Range: "bytes=0-10" } }),
      await request.get(page, { headers: { ...identity, Range: "bytes=999999999-" } }),
      await request.get(page, { headers: { "If-None-Match": etag } }),
    ];
    expect(answers.map((response) => response.status())).toEqual([200, 200, 304]);
    for (const response of answers) {
      const label = `${response.status()}`;
      expect(repeatedHeaders(response), label).toEqual([]);
      expectSecurityHeaders(response, label);
    }
  });

  test("the requests nginx refuses get its error page with the security headers", async ({
    request,
  }) => {
    const tooLongUrl = await request.get(`${nginxUrl}/${"a".repeat(20_000)}`);
    expect(tooLongUrl.status()).toBe(414);
    const tooLargeHeader = await request.get(`${nginxUrl}/`, {
      headers: { Cookie: `c=${"a".repeat(20_000)}` },
    });
    expect(tooLargeHeader.status()).toBe(400);
    for (const response of [tooLongUrl, tooLargeHeader]) {
      const label = `${response.status()}`;
      expectSecurityHeaders(response, label);
      expect(repeatedHeaders(response), label).toEqual([]);
      expect(response.headers()["cache-control"], label).toBe("no-store");
    }
  });

  test("the blog's folder goes to the blog at once", async ({ request }) => {
    const folder = await request.get(`${nginxUrl}/blog/`, { maxRedirects: 0 });
    expect(folder.status()).toBe(301);
    expect(folder.headers()["location"]).toBe("/blogs");
    expect((await request.get(`${nginxUrl}/blogs`)).status()).toBe(200);
  });
});
