// Media uploads (issue 15): a 500 MB video through the HTTP API with the domain's chunk sizes, local disk
// and S3 (fauxqs) adapters, against a plain file copy on the same disk, with the server's RSS growth.
// The measurement itself is apps/server/bench/media.ts (TypeScript, the server's dependencies).
import { execFileSync } from "node:child_process";
import path from "node:path";

export const measureMedia = (repoRoot, { sizeMb = 500 } = {}) => {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "bench/media.ts", "--json", `--size-mb=${sizeMb}`],
    {
      cwd: path.join(repoRoot, "apps/server"),
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 16 * 1024 * 1024,
      // It takes about two minutes; once, inside a full run, it waited with nothing in flight for 13 minutes.
      // A hang now ends this part with "timed out" instead of holding the whole bench (a server it started
      // may be left running then). BENCH_MEDIA_TIMEOUT_MS shortens the wait to try that path.
      timeout: Number(process.env.BENCH_MEDIA_TIMEOUT_MS ?? 15 * 60_000),
      killSignal: "SIGKILL",
    },
  ).toString();
  return JSON.parse(out.slice(out.lastIndexOf("\n[") + 1));
};
