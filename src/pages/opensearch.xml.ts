import type { APIRoute } from "astro";
import { openSearchDescription } from "../opensearch";

export const GET: APIRoute = ({ site }) =>
  new Response(openSearchDescription(site ?? new URL("http://localhost/")), {
    headers: { "Content-Type": "application/opensearchdescription+xml; charset=utf-8" },
  });
