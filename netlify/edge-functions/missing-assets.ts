/**
 * Netlify's Edge Function in front of the fingerprinted files (its `config` runs it for /_astro/*
 * only): the file server's answer, with the headers of `_headers`, except that a missing file is
 * sent with "no-store" (deploy/missing-asset.ts). Netlify finds it in this folder by itself.
 */
import { uncachedWhenMissing } from "../../deploy/missing-asset.ts";

/** The part of Netlify's context this function uses: the answer the request would get without it. */
interface NextAnswer {
  next: () => Promise<Response>;
}

export default async function missingAssets(
  _request: Request,
  context: NextAnswer,
): Promise<Response> {
  return uncachedWhenMissing(await context.next());
}

export const config = { path: "/_astro/*" };
