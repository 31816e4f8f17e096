// Starts the real server (built web app + API) on a free port and a throw-away database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

export const startServer = async ({ dataDir, env = {} } = {}) => {
  const port = await freePort();
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "hb-bench-data-"));
  const child = spawn(path.join(repoRoot, "apps/server/node_modules/.bin/tsx"), ["apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      LOG_REQUESTS: "false",
      // A local trial (loopback): the admin figures sign in with the demo accounts, which a production
      // start refuses to serve. The web app is the same production build either way.
      NODE_ENV: "",
      HOST: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("the server did not start within 120 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
