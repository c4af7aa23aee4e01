/**
 * Prints a TCP port that is free on 127.0.0.1 now, for a server the tests start (parallel runs
 * on one machine each get their own).
 * Usage: node scripts/free-port.ts
 */
import { createServer } from "node:net";

const server = createServer().listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP port was given");
  console.log(address.port);
  server.close();
});
