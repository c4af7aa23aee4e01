import { describe, expect, it } from "vitest";
import cloudflareWorker from "./cloudflare/assets-worker.ts";
import netlifyFunction, { config } from "../netlify/edge-functions/missing-assets.ts";

const immutable = "public, max-age=31536000, immutable";
const answer = (status: number) =>
  new Response(status === 200 ? "export{}" : "Not found", {
    status,
    headers: { "Cache-Control": immutable, "X-Content-Type-Options": "nosniff" },
  });
const request = new Request("https://example.com/_astro/a.B1.js");

describe("the hosts' scripts in front of /_astro/*", () => {
  const hosts = {
    "Cloudflare's Worker": (status: number) =>
      cloudflareWorker.fetch(request, { ASSETS: { fetch: () => Promise.resolve(answer(status)) } }),
    "Netlify's Edge Function": (status: number) =>
      netlifyFunction(request, { next: () => Promise.resolve(answer(status)) }),
  };

  for (const [host, serve] of Object.entries(hosts)) {
    it(`${host}: a missing file is not cached, and keeps its other headers and its body`, async () => {
      const response = await serve(404);
      expect(response.status).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(await response.text()).toBe("Not found");
    });

    it(`${host}: a file that is there keeps its immutable caching`, async () => {
      const response = await serve(200);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe(immutable);
      expect(await response.text()).toBe("export{}");
    });
  }

  it("Netlify runs its function for the fingerprinted files only", () => {
    expect(config.path).toBe("/_astro/*");
  });
});
