/**
 * The generic GET helper of the client: the URL is the query key's parts joined with '/', cookies
 * are sent, a non-OK answer throws '<status>: <body or status text>', and a 401 can yield null
 * instead. The fetch function is a parameter so this stays pure and testable.
 */

/** The part of a fetch Response this helper reads. */
export interface JsonResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

export interface JsonRequestInit {
  method: "GET";
  credentials: "include" | "omit" | "same-origin";
  headers: Record<string, string>;
  signal?: AbortSignal;
}

export type FetchFunction = (url: string, init: JsonRequestInit) => Promise<JsonResponse>;

export interface FetchJsonOptions {
  /** 'throw' (default) raises the 401 like any other failure; 'returnNull' yields null. */
  on401?: "throw" | "returnNull";
  /** Cookies: 'include' by default. A cross-origin public API that answers `*` needs 'omit'. */
  credentials?: JsonRequestInit["credentials"];
  signal?: AbortSignal;
}

/**
 * The request URL for a query key: its parts joined with '/'.
 * @example queryKeyUrl(["/api/rates", "USD"]) // "/api/rates/USD"
 */
export function queryKeyUrl(queryKey: readonly (string | number)[]): string {
  return queryKey.map(String).join("/");
}

/**
 * Throws `Error('<status>: <body text>')` for a non-OK answer, using the status text when the
 * body is empty.
 * @example await throwIfNotOk({ ok: false, status: 500, statusText: "Internal Server Error", text: async () => "", json: async () => null }) // throws "500: Internal Server Error"
 */
export async function throwIfNotOk(response: JsonResponse): Promise<void> {
  if (response.ok) return;
  let body: string;
  try {
    body = await response.text();
  } catch {
    body = "";
  }
  throw new Error(`${response.status}: ${body || response.statusText}`);
}

/**
 * GETs the query key's URL and reads the answer as JSON.
 * @example await fetchJson(["https://open.er-api.com/v6/latest", "USD"], fetch, { credentials: "omit" }) // { result: "success", rates: { ... } }
 */
export async function fetchJson<T = unknown>(
  queryKey: readonly (string | number)[],
  fetchFunction: FetchFunction,
  options: FetchJsonOptions = {},
): Promise<T | null> {
  const init: JsonRequestInit = {
    method: "GET",
    credentials: options.credentials ?? "include",
    headers: { Accept: "application/json" },
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const response = await fetchFunction(queryKeyUrl(queryKey), init);
  if (response.status === 401 && options.on401 === "returnNull") return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
