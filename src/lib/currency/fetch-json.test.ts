import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  fetchJson,
  queryKeyUrl,
  type FetchFunction,
  type JsonRequestInit,
  type JsonResponse,
} from "./fetch-json";

function response(status: number, body: string, statusText = ""): JsonResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  };
}

function recorder(answer: JsonResponse) {
  const calls: { url: string; init: JsonRequestInit }[] = [];
  const fetchFunction: FetchFunction = async (url, init) => {
    calls.push({ url, init });
    return answer;
  };
  return { calls, fetchFunction };
}

describe("queryKeyUrl", () => {
  it("joins the key's parts with '/'", () => {
    expect(queryKeyUrl(["/api/rates", "USD"])).toBe("/api/rates/USD");
    expect(queryKeyUrl(["/api/posts", 7])).toBe("/api/posts/7");
    expect(queryKeyUrl(["https://open.er-api.com/v6/latest/USD"])).toBe(
      "https://open.er-api.com/v6/latest/USD",
    );
  });
});

describe("fetchJson", () => {
  it("GETs the joined URL with cookies included and reads JSON", async () => {
    const { calls, fetchFunction } = recorder(response(200, '{"rates":{"EUR":0.85}}'));
    await expect(fetchJson(["/api/rates", "USD"], fetchFunction)).resolves.toEqual({
      rates: { EUR: 0.85 },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/rates/USD");
    expect(calls[0]?.init.method).toBe("GET");
    expect(calls[0]?.init.credentials).toBe("include");
  });

  it("can leave cookies out for a public cross-origin API", async () => {
    const { calls, fetchFunction } = recorder(response(200, "{}"));
    await fetchJson(["https://example.org/rates"], fetchFunction, { credentials: "omit" });
    expect(calls[0]?.init.credentials).toBe("omit");
  });

  it("throws '<status>: <body>' for a non-OK answer", async () => {
    await expect(
      fetchJson(
        ["/x"],
        recorder(response(500, "database down", "Internal Server Error")).fetchFunction,
      ),
    ).rejects.toThrow(new Error("500: database down"));
  });

  it("uses the status text when the body is empty", async () => {
    await expect(
      fetchJson(["/x"], recorder(response(404, "", "Not Found")).fetchFunction),
    ).rejects.toThrow(new Error("404: Not Found"));
  });

  it("throws on 401 by default and yields null when asked", async () => {
    const unauthorized = response(401, "", "Unauthorized");
    await expect(fetchJson(["/me"], recorder(unauthorized).fetchFunction)).rejects.toThrow(
      new Error("401: Unauthorized"),
    );
    await expect(
      fetchJson(["/me"], recorder(unauthorized).fetchFunction, { on401: "returnNull" }),
    ).resolves.toBeNull();
    // Only 401 is softened: other failures still throw.
    await expect(
      fetchJson(["/me"], recorder(response(403, "", "Forbidden")).fetchFunction, {
        on401: "returnNull",
      }),
    ).rejects.toThrow("403: Forbidden");
  });

  it("rejects a body that is not JSON", async () => {
    await expect(
      fetchJson(["/x"], recorder(response(200, "<html>")).fetchFunction),
    ).rejects.toThrow();
  });

  it("formats every non-OK status the same way", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 300, max: 599 }),
        fc.string(),
        fc.string(),
        async (status, body, statusText) => {
          await expect(
            fetchJson(["/x"], recorder(response(status, body, statusText)).fetchFunction),
          ).rejects.toThrow(`${status}: ${body || statusText}`);
        },
      ),
    );
  });
});
