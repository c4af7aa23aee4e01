/**
 * The same deploy checks as headers.spec.ts, against nginx serving the build with the server block
 * of deploy/nginx/. scripts/nginx-check.sh starts nginx and sets NGINX_URL; without it these skip.
 */
import { test } from "./fixtures";
import { defineDeployChecks } from "./deploy-checks";

const nginxUrl = process.env["NGINX_URL"] ?? "";

test.describe("nginx with deploy/nginx/precision-computing.conf", () => {
  test.skip(nginxUrl === "", "NGINX_URL is not set: scripts/nginx-check.sh runs these");
  defineDeployChecks(() => nginxUrl);
});
